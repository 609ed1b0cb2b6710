/** `@jornada/api`: the only code that knows URLs and HTTP. The mock API is at `@jornada/api/mock`. */
export * from './contract';
export { CONFIG_LOAD_FAILED, ConfigError, loadConfig, parseConfig } from './config';
export {
  configureApi,
  getApiConfig,
  baseQuery,
  type ApiExtraOptions,
  type ConfigureApiOptions,
} from './baseQuery';
export {
  portalApi,
  createApiStore,
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
  type ApiDispatch,
  type ApiState,
  type ApiStore,
} from './portalApi';
export { PROFILE_TAG } from './baseApi';
export {
  STORAGE_KEYS,
  accessData,
  clearTokens,
  createMemoryStorage,
  decodeAccessToken,
  firstAccessData,
  getAccessToken,
  getRefreshToken,
  getUserData,
  isLoggedIn,
  logout,
  mfaToken,
  needsProfileRefresh,
  saveProfileAsUserData,
  setSessionStorage,
  setTokens,
  setUserData,
  startSession,
  userAvatar,
  userData,
  type LogoutOptions,
  type StorageLike,
} from './session';
export { RequestError, hasErrorMessage, toErrorLines } from './errors';
export {
  MAX_PHOTO_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  photoExtension,
  uploadPhoto,
  validatePhoto,
  withoutQuery,
  type PhotoFile,
  type UploadPhotoOptions,
  type XhrLike,
} from './upload';
export { displayImageUrl } from './displayImageUrl';
export {
  ApiCallError,
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type UploadPhotoInput,
} from './client';
