/** `@jornada/api`: the only code that knows URLs and HTTP. The mock API is at `@jornada/api/mock`. */
export {
  type Config,
  type ContactRequest,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LookUpParticipantRequest,
  type LookUpParticipantResponse,
  type Participant,
  type RegisterRequest,
  type TokenPair,
  type UpdatePasswordRequest,
  type UpdateProfileRequest,
  type UserData,
  type ValidateTokenRequest,
} from './contract';
export { CONFIG_LOAD_FAILED, ConfigError, loadConfig, parseConfig } from './config';
export { configureApi } from './baseQuery';
export {
  portalApi,
  createApiStore,
  useGetProfileQuery,
  useUpdateProfileMutation,
  type ApiStore,
} from './portalApi';
export {
  STORAGE_KEYS,
  getUserData,
  isLoggedIn,
  logout,
  needsProfileRefresh,
  saveProfileAsUserData,
} from './session';
export { createMemoryStorage, replaceLocalStorage, replaceSessionStorage } from './storage';
export {
  PENDING_ACCESS_TTL_MS,
  createPendingAccessStore,
  pendingAccess,
  type PendingAccess,
  type PendingAccessStore,
} from './pendingAccess';
export {
  clearAllDrafts,
  clearDraft,
  clearDraftsNotOwnedBy,
  draftOwner,
  type DraftForm,
  type DraftOwner,
} from './draftForms';
export { draftSlot, readDraft, saveDraft, type DraftSlot, type DraftValues } from './drafts';
export { dropDraftWrites, dropDraftWritesNotOwnedBy, flushDraftWrites } from './draftWrites';
export { toErrorLines } from './errors';
export { displayImageUrl } from './displayImageUrl';
export { createApiClient, type ApiClient } from './client';
