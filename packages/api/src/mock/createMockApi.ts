/**
 * The contract-faithful mock API: MSW handlers over an in-memory store, for Storybook
 * (msw-storybook-addon), Vitest (msw/node) and the local HTTP server. Each resource's handlers
 * are in a module of their own; this puts them together over one store.
 */
import type { HttpHandler } from 'msw';
import { accessHandlers } from './access';
import { createCodes } from './codes';
import { contactHandlers } from './contact';
import { createControls, type MockControls } from './controls';
import { withDefaults, type MockApiOptions } from './options';
import { participantHandlers } from './participant';
import { createStore, resetStore, type MockStore, type OutboxEntry } from './state';
import { uploadHandlers } from './uploads';

export type { MockApiOptions } from './options';
export type { MockControls } from './controls';
export { MAX_WRONG_TRIES } from './codes';
export { PRESIGNED_URL_TTL_MS } from './uploads';
export { UPLOAD_LIMITS } from './uploadEviction';

export interface MockApi {
  handlers: HttpHandler[];
  store: MockStore;
  /** Codes sent, oldest first. */
  outbox: OutboxEntry[];
  /** Back to the seeded state: participants, no codes, no tokens, no uploads; nothing held. */
  reset: () => void;
  /** How the storage behaves, for tests of real-life conditions. */
  controls: MockControls;
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const settings = withDefaults(options);
  const store = createStore(settings.storageHost);
  const outbox: OutboxEntry[] = [];
  const { controls, unlessHeld } = createControls();
  const ctx = { settings, store, codes: createCodes(settings, store, outbox) };
  return {
    handlers: [
      ...participantHandlers(ctx),
      ...accessHandlers(ctx),
      ...uploadHandlers(ctx, unlessHeld),
      ...contactHandlers(ctx),
    ],
    store,
    outbox,
    controls,
    reset: () => {
      resetStore(store, settings.storageHost);
      outbox.length = 0;
      controls.releaseUploads();
    },
  };
}
