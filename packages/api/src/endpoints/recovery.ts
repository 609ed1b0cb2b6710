import type { Build } from '../baseApi';
import {
  PATHS,
  type ForgotPasswordRequest,
  type UpdatePasswordRequest,
  type ValidateTokenRequest,
} from '../contract';

/** Calls 9 to 11: password recovery. */
export const recoveryEndpoints = (build: Build) => ({
  /** POST /auth/forgot-password */
  forgotPassword: build.mutation<unknown, ForgotPasswordRequest>({
    query: (body) => ({ url: PATHS.forgotPassword, method: 'POST', body }),
  }),
  /** POST /auth/validate-token */
  validateToken: build.mutation<unknown, ValidateTokenRequest>({
    query: (body) => ({ url: PATHS.validateToken, method: 'POST', body }),
  }),
  /** POST /auth/update-password */
  updatePassword: build.mutation<unknown, UpdatePasswordRequest>({
    query: (body) => ({ url: PATHS.updatePassword, method: 'POST', body }),
  }),
});
