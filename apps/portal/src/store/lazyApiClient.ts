import type { ApiClient } from '@jornada/api';
import { loadChunk } from '../routes/loadChunk';
import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';

/**
 * The app's api client, loading the store module (RTK Query) first: retried once like a page
 * chunk. A failure rejects the call, which the form shows as the generic error, keeping what was
 * typed.
 */
export const loadApiClient = (): Promise<ApiClient> =>
  loadChunk(() => import('./apiStore')).then((module) => module.getApiClient());

/**
 * An api client whose calls wait for `load` (called at each call; it caches the module), then
 * forward their arguments to the loaded client's method of the same name.
 */
export function createLazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  function deferred<K extends keyof ApiClient>(name: K): ApiClient[K] {
    const call = async (...args: unknown[]) => {
      const client = await load();
      return (client[name] as (...callArgs: unknown[]) => unknown)(...args);
    };
    return call as ApiClient[K];
  }
  return {
    lookUpParticipant: deferred('lookUpParticipant'),
    requestCode: deferred('requestCode'),
    authenticate: deferred('authenticate'),
    register: deferred('register'),
    uploadPhoto: deferred('uploadPhoto'),
    forgotPassword: deferred('forgotPassword'),
    validateToken: deferred('validateToken'),
    updatePassword: deferred('updatePassword'),
    getProfile: deferred('getProfile'),
    updateProfile: deferred('updateProfile'),
    sendContact: deferred('sendContact'),
  };
}

/**
 * The app's client for pages whose first screen makes no call (/pre-login, /fale-conosco): they
 * render and take input without RTK Query, which loads when the page is idle
 * (`warmUpApiClientWhenIdle`), or with the first call if that comes first. Same store, same cache
 * as `getApiClient()`.
 */
export const lazyApiClient: ApiClient = createLazyApiClient(loadApiClient);

/**
 * Loads the client once the page is idle, so that neither the first tap in a form nor the first
 * call waits for its evaluation (a failure here is retried by that call).
 */
export function warmUpApiClientWhenIdle(): void {
  afterLoadWhenIdle(() => {
    loadApiClient().catch(() => undefined);
  });
}
