import type { Build } from '../baseApi';
import {
  PATHS,
  type ForgotPasswordRequest,
  type UpdatePasswordRequest,
  type ValidateTokenRequest,
} from '../contract';
import { noAnswer } from './noAnswer';

/** Calls 9 to 11: password recovery. */
export const recoveryEndpoints = (build: Build) => ({
  /** POST /auth/forgot-password */
  forgotPassword: build.mutation<void, ForgotPasswordRequest>({
    query: (body) => ({ url: PATHS.forgotPassword, method: 'POST', body }),
    transformResponse: noAnswer,
  }),
  /** POST /auth/validate-token */
  validateToken: build.mutation<void, ValidateTokenRequest>({
    query: (body) => ({ url: PATHS.validateToken, method: 'POST', body }),
    transformResponse: noAnswer,
  }),
  /** POST /auth/update-password */
  updatePassword: build.mutation<void, UpdatePasswordRequest>({
    query: (body) => ({ url: PATHS.updatePassword, method: 'POST', body }),
    transformResponse: noAnswer,
  }),
});
