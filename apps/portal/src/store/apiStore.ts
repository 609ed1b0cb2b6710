import { configureApi, createApiStore, type ApiStore } from '@jornada/api';
import { getAppConfig } from '../config/appConfig';

let store: ApiStore | null = null;

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
