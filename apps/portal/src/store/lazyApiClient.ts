import type { ApiClient } from '@jornada/api';
import { loadChunk } from '../routes/loadChunk';
import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';
import { saveData } from '../startup/saveData';

/**
 * The app's api client, loading the store module (RTK Query) first: retried once like a page
 * chunk. A failure rejects the call, which the form shows as the generic error, keeping what was
 * typed.
 */
export const loadApiClient = (): Promise<ApiClient> =>
  loadChunk(() => import('./apiStore')).then((module) => module.getApiClient());

/**
 * An api client whose calls wait for `load` (called at each call; it caches the module), then
 * go to the loaded client's method of the same name: every method of `ApiClient`, with no list
 * to keep. Not a thenable, so it can be passed through a promise.
 */
export function createLazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  const forward =
    (name: string) =>
    async (...args: unknown[]): Promise<unknown> => {
      const client = await load();
      const method = (client as unknown as Record<string, unknown>)[name];
      if (typeof method !== 'function') throw new TypeError(`The api client has no ${name}.`);
      return (method as (...callArgs: unknown[]) => unknown).apply(client, args);
    };
  return new Proxy({} as ApiClient, {
    get: (_, name) => (typeof name === 'string' && name !== 'then' ? forward(name) : undefined),
  });
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
 * call waits for its evaluation (a failure here is retried by that call). Not with Save-Data: a
 * visitor who only looks never downloads it.
 */
export function warmUpApiClientWhenIdle(): void {
  if (saveData()) return;
  afterLoadWhenIdle(() => {
    loadApiClient().catch(() => undefined);
  });
}
