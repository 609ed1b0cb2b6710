/**
 * Story support (never exported from the package): the real api over the mock API, fresh for
 * every story. Stories may use the api at run time (eslint.config.js exempts them); product code
 * in flows takes its types only.
 */
import {
  configureApi,
  createApiClient,
  createApiStore,
  createMemoryStorage,
  displayImageUrl,
  pendingAccess,
  replaceLocalStorage,
  replaceSessionStorage,
  type ApiClient,
  type Participant,
  type PendingAccessStore,
} from '@jornada/api';
import { DEMO_PASSWORD, createMockApi, type MockApi } from '@jornada/api/mock';
import { fn } from 'storybook/test';

export const CODE = '123456';
export { DEMO_PASSWORD };

export interface StoryBackend {
  mock: MockApi;
  client: ApiClient;
  storage: ReturnType<typeof createMemoryStorage>;
  /** The tab's storage (in place of sessionStorage) and the access flow's pending data in it. */
  tab: ReturnType<typeof createMemoryStorage>;
  pendingAccess: PendingAccessStore;
  onLogout: ReturnType<typeof fn>;
  /** Set by `signIn` (avatar stories): the participant as read after the login. */
  participant: Participant | null;
}

/**
 * A fresh mock API (code 123456, avatar options at once), a fresh Redux store, memory storages
 * (no localStorage, no sessionStorage) and the api configured for the mock's addresses. Use as a loader; a story's
 * `beforeEach` installs its handlers (`context.msw.use(...backendOf(context).mock.handlers)`).
 */
/** The stories' config.json: the mock on the same origin, its pictures under this storage host. */
const STORY_CONFIG = {
  apiUrl: '/api',
  publicApiUrl: '/public-api',
  storageHost: 'https://storage.jornada.example',
};

/** An image address as the portal shows it: the storage host stripped (api-contract). */
export const storyDisplayUrl = (url: string) =>
  displayImageUrl(url, STORY_CONFIG.storageHost) ?? url;

function createStoryBackend(): StoryBackend {
  const mock = createMockApi({ fixedCode: CODE, avatarOptionsDelayMs: 0 });
  const storage = createMemoryStorage();
  const tab = createMemoryStorage();
  const onLogout = fn().mockName('onLogout');
  replaceLocalStorage(storage);
  replaceSessionStorage(tab);
  configureApi(STORY_CONFIG, { onLogout });
  return {
    mock,
    client: createApiClient(createApiStore()),
    storage,
    tab,
    pendingAccess,
    onLogout,
    participant: null,
  };
}

/** `loaders: [backendLoader]`: `context.loaded.backend` in beforeEach, render and play. */
export const backendLoader = () => ({ backend: createStoryBackend() });

/** The story's backend, from `context.loaded` (see `backendLoader`). */
export function backendOf(context: { loaded: Record<string, unknown> }): StoryBackend {
  const backend = context.loaded.backend as StoryBackend | undefined;
  if (!backend) throw new Error('Add `loaders: [backendLoader]` to the story.');
  return backend;
}

/** Logs in through the api (code, then authenticate) and reads the profile. */
export async function signIn(backend: StoryBackend, email: string): Promise<Participant> {
  await backend.client.requestCode({ email });
  await backend.client.authenticate({
    email,
    password: DEMO_PASSWORD,
    twoFactorAuthenticationCode: CODE,
  });
  backend.participant = await backend.client.getProfile();
  return backend.participant;
}

/** A small real PNG (1×1, white) as a File, for the registration photo. */
export function pngFile(name = 'minha-foto.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}
