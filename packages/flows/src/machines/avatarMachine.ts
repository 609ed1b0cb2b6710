import { assign, emit, setup } from 'xstate';
import type { Participant, UpdateProfileRequest } from '@jornada/api';
import { SUCCESS_TEXT } from './shared/messages';
import { notProvided } from './shared/notProvided';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
} from './shared/request';

/**
 * The avatar section of the profile. Status from the participant:
 * - `noOptions`: no option yet ('Seus avatares ainda não estão disponíveis…'),
 * - `pending`: options but no chosen avatar ('Seus avatares estão em aprovação…'),
 * - `chosen`: options and a chosen avatar; SELECT saves at once (`saveAvatar`, the option's address
 *   exactly as the API gave it) and reads the profile again (`reloadProfile`).
 * A participant with an avatar but no options shows `noOptions` (nothing to choose from).
 */

const MAX_AVATAR_OPTIONS = 3;

/** The fields of the participant (call 1) the avatar machine reads. Any address may be null or empty. */
export type AvatarParticipant = Pick<
  Participant,
  'nome' | 'matricula' | 'avatarUrl' | 'avatarOpcao01Url' | 'avatarOpcao02Url' | 'avatarOpcao03Url'
>;

export type AvatarStatus = 'noOptions' | 'pending' | 'chosen';

export interface AvatarInput {
  participant: AvatarParticipant;
}

export interface AvatarContext {
  participant: AvatarParticipant;
  /** The option being saved, while saving. */
  saving: string | null;
  request: RequestState;
}

export type AvatarEvent =
  | { type: 'SELECT'; url: string }
  /** The portal read the profile again elsewhere (e.g. after saving the profile form). */
  | { type: 'PARTICIPANT.CHANGED'; participant: AvatarParticipant };

const present = (url: string | null | undefined): url is string =>
  typeof url === 'string' && url.trim() !== '';

/** The options, as the API gave them, without the empty ones; at most three. */
export const avatarOptionsOf = (participant: AvatarParticipant): string[] =>
  [participant.avatarOpcao01Url, participant.avatarOpcao02Url, participant.avatarOpcao03Url]
    .filter(present)
    .slice(0, MAX_AVATAR_OPTIONS);

export function avatarStatusOf(participant: AvatarParticipant): AvatarStatus {
  if (avatarOptionsOf(participant).length === 0) return 'noOptions';
  return present(participant.avatarUrl) ? 'chosen' : 'pending';
}

/** Emitted after a save, once the profile was read again: the portal refreshes what shows it. */
export type AvatarEmitted = { type: 'changed'; participant: AvatarParticipant };

const avatarSetup = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
    input: {} as AvatarInput,
    emitted: {} as AvatarEmitted,
    tags: {} as 'pending',
  },
  actors: {
    saveAvatar: notProvided<unknown, UpdateProfileRequest>('saveAvatar'),
    reloadProfile: notProvided<AvatarParticipant, void>('reloadProfile'),
  },
  guards: {
    hasStatus: ({ context }, params: { status: AvatarStatus }) =>
      avatarStatusOf(context.participant) === params.status,
    isOtherOption: ({ context }, params: { url: string }) =>
      avatarOptionsOf(context.participant).includes(params.url) &&
      params.url !== context.participant.avatarUrl,
  },
  actions: {
    setParticipant: assign((_, params: { participant: AvatarParticipant }) => ({
      participant: params.participant,
    })),
    startSaving: assign((_, params: { url: string }) => ({
      saving: params.url,
      request: pendingRequest,
    })),
    /** Saved: the chosen address is the participant's avatar even if the reload fails. */
    saved: assign(({ context }) => ({
      participant: { ...context.participant, avatarUrl: context.saving },
      request: succeededRequest(SUCCESS_TEXT.updateProfile),
    })),
    failed: assign((_, params: { error: unknown }) => ({
      saving: null,
      request: failedRequest(params.error),
    })),
    doneSaving: assign({ saving: null }),
    notifyChanged: emit((_, params: { participant: AvatarParticipant }) => ({
      type: 'changed' as const,
      participant: params.participant,
    })),
  },
});

/** The portal read the profile again: the status anew (not while saving, which reads it itself). */
const participantChanged = avatarSetup.createStateConfig({
  on: {
    'PARTICIPANT.CHANGED': {
      target: '#avatar.status',
      actions: {
        type: 'setParticipant',
        params: ({ event }) => ({ participant: event.participant }),
      },
    },
  },
});

export const avatarMachine = avatarSetup.createMachine({
  id: 'avatar',
  context: ({ input }) => ({ participant: input.participant, saving: null, request: idleRequest }),
  initial: 'status',
  states: {
    /** Derives the status from the participant (initially and after every read). */
    status: {
      always: [
        { guard: { type: 'hasStatus', params: { status: 'chosen' } }, target: 'chosen' },
        { guard: { type: 'hasStatus', params: { status: 'pending' } }, target: 'pending' },
        { target: 'noOptions' },
      ],
    },
    noOptions: participantChanged,
    pending: participantChanged,
    chosen: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SELECT: {
              guard: { type: 'isOtherOption', params: ({ event }) => ({ url: event.url }) },
              target: 'saving',
              actions: { type: 'startSaving', params: ({ event }) => ({ url: event.url }) },
            },
            ...participantChanged.on,
          },
        },
        saving: {
          tags: 'pending',
          invoke: {
            id: 'saveAvatar',
            src: 'saveAvatar',
            input: ({ context }) => ({
              nome: context.participant.nome,
              matricula: context.participant.matricula,
              avatarUrl: context.saving,
            }),
            onDone: { target: 'reloading', actions: 'saved' },
            onError: {
              target: 'idle',
              actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        reloading: {
          tags: 'pending',
          invoke: {
            id: 'reloadProfile',
            src: 'reloadProfile',
            onDone: {
              target: '#avatar.status',
              actions: [
                'doneSaving',
                { type: 'setParticipant', params: ({ event }) => ({ participant: event.output }) },
                { type: 'notifyChanged', params: ({ event }) => ({ participant: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

export type AvatarMachine = typeof avatarMachine;
