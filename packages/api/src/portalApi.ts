import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './baseApi';
import { accessEndpoints } from './endpoints/access';
import { contactEndpoints } from './endpoints/contact';
import { profileEndpoints } from './endpoints/profile';
import { recoveryEndpoints } from './endpoints/recovery';
import { uploadEndpoints } from './endpoints/upload';

/** The portal's RTK Query api: all 13 calls of the contract (the PUT of call 8 is `uploadPhoto`). */
export const portalApi = baseApi
  .injectEndpoints({ endpoints: profileEndpoints })
  .injectEndpoints({ endpoints: accessEndpoints })
  .injectEndpoints({ endpoints: recoveryEndpoints })
  .injectEndpoints({ endpoints: uploadEndpoints })
  .injectEndpoints({ endpoints: contactEndpoints });

export const {
  useGetProfileQuery,
  useLazyGetProfileQuery,
  useUpdateProfileMutation,
  useLookUpParticipantMutation,
  useRequestCodeMutation,
  useLoginMutation,
  useRegisterMutation,
  useRefreshTokenMutation,
  useForgotPasswordMutation,
  useValidateTokenMutation,
  useUpdatePasswordMutation,
  useRequestUploadUrlMutation,
  useSendContactMutation,
} = portalApi;

/** A store with the api reducer and middleware (portal, stories, tests: one fresh store each). */
export function createApiStore() {
  return configureStore({
    reducer: combineSlices(portalApi),
    middleware: (getDefault) => getDefault().concat(portalApi.middleware),
  });
}

export type ApiStore = ReturnType<typeof createApiStore>;
export type ApiState = ReturnType<ApiStore['getState']>;
export type ApiDispatch = ApiStore['dispatch'];
