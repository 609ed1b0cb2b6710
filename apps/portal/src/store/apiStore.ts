import {
  configureApi,
  createApiClient,
  createApiStore,
  type ApiClient,
  type ApiStore,
} from '@jornada/api';
import { getAppConfig } from '../config/appConfig';

let store: ApiStore | null = null;
let client: ApiClient | null = null;

/**
 * The one Redux store with the RTK Query api, created on first use: only the pages that talk to
 * the API (and a logged-in header refreshing the profile) load this module, so the landing page
 * ships no RTK Query. The api is pointed at the runtime config here, before any request.
 */
export function getApiStore(): ApiStore {
  if (!store) {
    configureApi(getAppConfig());
    store = createApiStore();
  }
  return store;
}

/**
 * The one api client over that store (plain async calls): what the flows' machines use as their
 * actors. Created once, beside the store, so every flow of the app shares the same RTK cache.
 */
export function getApiClient(): ApiClient {
  client ??= createApiClient(getApiStore());
  return client;
}
