import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { accessEndpoints } from './endpoints/access';
import { contactEndpoints } from './endpoints/contact';
import { profileEndpoints } from './endpoints/profile';
import { recoveryEndpoints } from './endpoints/recovery';
import { uploadEndpoints } from './endpoints/upload';

/**
 * The portal's RTK Query api: every call of the contract to the API. The refresh (call 12) is
 * made by `baseQuery` itself; the PUT of call 8 goes to the storage's presigned URL (`putPhoto`).
 */
export const portalApi = baseApi
  .injectEndpoints({ endpoints: profileEndpoints })
  .injectEndpoints({ endpoints: accessEndpoints })
  .injectEndpoints({ endpoints: recoveryEndpoints })
  .injectEndpoints({ endpoints: uploadEndpoints })
  .injectEndpoints({ endpoints: contactEndpoints });

export const { useGetProfileQuery, useUpdateProfileMutation } = portalApi;

/** A store with the api reducer and middleware (portal, stories, tests: one fresh store each). */
export function createApiStore() {
  return configureStore({
    reducer: combineSlices(portalApi),
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
}

export type ApiStore = ReturnType<typeof createApiStore>;
