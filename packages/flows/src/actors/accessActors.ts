import type { ApiClient } from '@jornada/api';
import { fromPromise } from 'xstate';
import type {
  ForgotPasswordInput,
  RequestCodeInput,
  UploadPhotoInput,
  UploadPhotoOutput,
} from '../machines/accessMachine';
import type {
  LoginRequest,
  LookUpParticipantRequest,
  LookUpParticipantResponse,
  RegisterRequest,
  TokenPair,
  UpdatePasswordRequest,
  ValidateTokenRequest,
} from '@jornada/api';

/** The calls the access panel makes (any object with these functions will do, e.g. a stub). */
export type AccessClient = Pick<
  ApiClient,
  | 'lookUpParticipant'
  | 'requestCode'
  | 'authenticate'
  | 'uploadPhoto'
  | 'register'
  | 'forgotPassword'
  | 'validateToken'
  | 'updatePassword'
>;

/**
 * The access machine's named actors over a client: `accessMachine.provide({ actors:
 * accessActors(client) })`. Each passes the actor's AbortSignal, so a stopped machine cancels
 * its request. Failures are the client's `{ messages }`, which the machine shows as lines.
 * Session items (tokens, `MFAToken`, `firstAccessData`) are written by the client, not here.
 */
export function accessActors(client: AccessClient) {
  return {
    lookUpParticipant: fromPromise<LookUpParticipantResponse, LookUpParticipantRequest>(
      ({ input, signal }) => client.lookUpParticipant(input, { signal }),
    ),
    /** Types 1 and 2 are the same call: the API knows whether the participant is registered. */
    requestCode: fromPromise<unknown, RequestCodeInput>(({ input, signal }) =>
      client.requestCode({ email: input.email }, { signal }),
    ),
    authenticate: fromPromise<TokenPair, LoginRequest>(({ input, signal }) =>
      client.authenticate(input, { signal }),
    ),
    uploadPhoto: fromPromise<UploadPhotoOutput, UploadPhotoInput>(async ({ input, signal }) => ({
      imagemUploadedUrl: await client.uploadPhoto(
        { file: input.file, email: input.email, onProgress: input.onProgress },
        { signal },
      ),
    })),
    register: fromPromise<unknown, RegisterRequest>(({ input, signal }) =>
      client.register(input, { signal }),
    ),
    forgotPassword: fromPromise<unknown, ForgotPasswordInput>(({ input, signal }) =>
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
