import type {
  ApiClient,
  LoginRequest,
  LookUpParticipantRequest,
  LookUpParticipantResponse,
  RegisterRequest,
  TokenPair,
} from '@jornada/api';
import { fromPromise } from 'xstate';
import type {
  RequestCodeInput,
  UploadPhotoInput,
  UploadPhotoOutput,
} from '../machines/accessTypes';
import { recoveryMachine } from '../machines/recoveryMachine';
import { afterNextFrame } from './afterNextFrame';
import { recoveryActors, type RecoveryClient } from './recoveryActors';

/** The calls the access panel makes (any object with these functions will do, e.g. a stub). */
export type AccessClient = Pick<
  ApiClient,
  | 'lookUpParticipant'
  | 'requestCode'
  | 'authenticate'
  | 'uploadPhoto'
  | 'warmPhotoPreparation'
  | 'register'
> &
  RecoveryClient;

/**
 * The access machine's named actors over a client: `accessMachine.provide({ actors:
 * accessActors(client) })`. Each passes the actor's AbortSignal, so a stopped machine cancels
 * its request. Failures are the client's `{ messages }`, which the machine shows as lines.
 * The tokens are stored by the client; what a pending code needs, by `AccessFlow` (`pendingAccess`).
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
    /**
     * Begins after the page's next frame: the tap on `Cadastrar` paints its pending state first,
     * then the photo is read, prepared and sent.
     */
    uploadPhoto: fromPromise<UploadPhotoOutput, UploadPhotoInput>(async ({ input, signal }) => {
      await afterNextFrame();
      signal.throwIfAborted();
      return {
        imagemUploadedUrl: await client.uploadPhoto(
          { file: input.file, email: input.email, onProgress: input.onProgress },
          { signal },
        ),
      };
    }),
    /**
     * A photo chosen: the client readies its preparation (a client without it, nothing). Best
     * effort: a client that fails to (its code did not load) leaves it to `uploadPhoto`.
     */
    warmPhotoPreparation: fromPromise<void>(async () => {
      try {
        await client.warmPhotoPreparation?.();
      } catch {
        // `uploadPhoto` starts what it needs itself.
      }
    }),
    register: fromPromise<unknown, RegisterRequest>(({ input, signal }) =>
      client.register(input, { signal }),
    ),
    recovery: recoveryMachine.provide({ actors: recoveryActors(client) }),
  };
}
