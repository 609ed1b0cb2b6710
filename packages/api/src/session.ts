import type { Participant, TokenPair, UserData } from './contract';
import { clearDraftsNotOwnedBy, draftOwner } from './draftForms';
import { decodeAccessToken } from './jwt';
import { sessionStore, tabStore } from './storage';
import { forgetPendingAccess } from './pendingAccessKeys';
import { tokenSchema, userDataSchema } from './storedSchemas';
import { jsonItem, textItem } from './storedValue';
import { STORAGE_KEYS } from './storageKeys';

export { STORAGE_KEYS } from './storageKeys';

const accessToken = textItem(STORAGE_KEYS.accessToken, tokenSchema);
const refreshToken = textItem(STORAGE_KEYS.refreshToken, tokenSchema);
const sessionId = textItem(STORAGE_KEYS.sessionId, tokenSchema);
export const getAccessToken = accessToken.get;
export const getRefreshToken = refreshToken.get;
/** The current session's id (null for a session stored before ids existed, or none). */
export const getSessionId = sessionId.get;

/** A new session's id: random, readable in any context (`randomUUID` needs a secure one). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Logged in means an access token is stored. */
export const isLoggedIn = (): boolean => !!getAccessToken();

/** Stores both tokens (login and refresh). */
export function setTokens(tokens: TokenPair): void {
  accessToken.set(tokens.accessToken);
  refreshToken.set(tokens.refreshToken);
}

const userData = jsonItem(STORAGE_KEYS.userData, userDataSchema);
export const getUserData = userData.get;

/**
 * Stores the tokens of a login, a new session id, and `userData` from the token's claims; this
 * tab's drafts of any other participant go.
 */
export function startSession(tokens: TokenPair): UserData | null {
  sessionId.set(newSessionId());
  userData.clear();
  setTokens(tokens);
  const claims = decodeAccessToken(tokens.accessToken);
  clearDraftsNotOwnedBy(draftOwner(claims?.email));
  if (!claims) return null;
  const data: UserData = {
    id: claims.id,
    email: claims.email,
    nome: claims.nome,
    avatarUrl: claims.avatarUrl,
  };
  userData.set(data);
  return data;
}

/**
 * Replaces `userData` by the profile read, keeping the token's `id`; null, storing nothing, when
 * the profile is not the logged-in participant's (an answer that outlived its session).
 */
export function saveProfileAsUserData(profile: Participant): UserData | null {
  const claims = decodeAccessToken(getAccessToken());
  if (!claims || claims.email.toLowerCase() !== profile.email.toLowerCase()) return null;
  // Stored user data that was discarded as malformed leaves the id to the token's claims.
  const id = getUserData()?.id || claims.id;
  const data: UserData = { ...(id ? { id } : {}), ...profile };
  userData.set(data);
  return data;
}

/** True when the stored user data lacks an avatar or an uploaded image: read the profile then. */
export function needsProfileRefresh(data: UserData | null | undefined): boolean {
  return !data?.avatarUrl || !data.imagemUploadedUrl;
}

function reloadPage(): void {
  if (typeof window !== 'undefined') window.location.reload();
}

export interface LogoutOptions {
  /** Called after the session is removed; defaults to `window.location.reload()`. */
  reload?: () => void;
}

/**
 * Removes accessToken, refreshToken and userData, and the pending access (`accessData`,
 * `firstAccessData`, `MFAToken`) of this tab and of older builds, then reloads the page.
 */
export function logout({ reload = reloadPage }: LogoutOptions = {}): void {
  accessToken.clear();
  refreshToken.clear();
  sessionId.clear();
  userData.clear();
  // Not `pendingAccess.clear()`: that module stays out of every page's first load.
  forgetPendingAccess(tabStore());
  // Builds before the reload-safe flow left `firstAccessData` and `MFAToken` in localStorage.
  forgetPendingAccess(sessionStore());
  reload();
}
