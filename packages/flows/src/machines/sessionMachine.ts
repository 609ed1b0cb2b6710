import { setup } from 'xstate';
import type { TokenPair } from './shared/contract';
import { actionNotProvided } from './shared/notProvided';

/**
 * Logged in or not (the header and the route guards read it). The portal provides the effects as
 * named actions: `storeTokens` (params `{ tokens }`), `clearSession` (remove accessToken,
 * refreshToken, userData) and `reload` (reload the page). LOGOUT and a failed token refresh
 * (REFRESH_FAILED) both clear the session and reload.
 */

export interface SessionInput {
  /** True when an accessToken is stored. */
  loggedIn: boolean;
}

export type SessionEvent =
  { type: 'LOGIN'; tokens: TokenPair } | { type: 'LOGOUT' } | { type: 'REFRESH_FAILED' };

export const sessionMachine = setup({
  types: {
    context: {} as { initiallyLoggedIn: boolean },
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    storeTokens: actionNotProvided('storeTokens') as (
      _: unknown,
      params: { tokens: TokenPair },
    ) => void,
    clearSession: actionNotProvided('clearSession'),
    reload: actionNotProvided('reload'),
  },
  guards: {
    startsLoggedIn: ({ context }) => context.initiallyLoggedIn,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ initiallyLoggedIn: input.loggedIn }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'startsLoggedIn', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      on: {
        LOGIN: {
          target: 'loggedIn',
          actions: { type: 'storeTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        },
      },
    },
    loggedIn: {
      on: {
        LOGOUT: { target: 'loggedOut', actions: ['clearSession', 'reload'] },
        REFRESH_FAILED: { target: 'loggedOut', actions: ['clearSession', 'reload'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
