import type {
  ApiClient,
  ForgotPasswordRequest,
  UpdatePasswordRequest,
  ValidateTokenRequest,
} from '@jornada/api';
import { fromPromise } from 'xstate';

/** The calls of password recovery (any object with these functions will do, e.g. a stub). */
export type RecoveryClient = Pick<ApiClient, 'forgotPassword' | 'validateToken' | 'updatePassword'>;

/** The recovery machine's named actors over a client; each passes the actor's AbortSignal. */
export function recoveryActors(client: RecoveryClient) {
  return {
    forgotPassword: fromPromise<unknown, ForgotPasswordRequest>(({ input, signal }) =>
      client.forgotPassword(input, { signal }),
    ),
    validateToken: fromPromise<unknown, ValidateTokenRequest>(({ input, signal }) =>
      client.validateToken(input, { signal }),
    ),
    updatePassword: fromPromise<unknown, UpdatePasswordRequest>(({ input, signal }) =>
      client.updatePassword(input, { signal }),
    ),
  };
}
