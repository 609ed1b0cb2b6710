import type { ApiClient } from '@jornada/api';
import { fromPromise } from 'xstate';
import type { UpdateProfileRequest } from '@jornada/api';
import type { AvatarParticipant } from '../machines/avatarMachine';

/** `ApiClient` fits; `getProfile` needs only the avatar's fields of the participant. */
export interface AvatarClient {
  updateProfile: ApiClient['updateProfile'];
  getProfile(options?: { signal?: AbortSignal }): Promise<AvatarParticipant>;
}

/**
 * The avatar machine's actors: `saveAvatar` is `PUT /participante` (nome and matrícula come from
 * the machine's participant, so no getter is needed) and `reloadProfile` reads the profile again
 * from the network (which also replaces `userData`).
 */
export function avatarActors(client: AvatarClient) {
  return {
    saveAvatar: fromPromise<unknown, UpdateProfileRequest>(({ input, signal }) =>
      client.updateProfile(input, { signal }),
    ),
    reloadProfile: fromPromise<AvatarParticipant, void>(({ signal }) =>
      client.getProfile({ signal }),
    ),
  };
}
