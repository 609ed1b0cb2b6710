import type { Participant, TokenPair, UserData } from './contract';
import { decodeAccessToken } from './jwt';
import { sessionStore, tabStore } from './storage';
import { PENDING_ACCESS_KEYS } from './pendingAccessKeys';
import { STORAGE_KEYS } from './storageKeys';

export { STORAGE_KEYS } from './storageKeys';

const read = (key: string) => sessionStore().getItem(key);

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** get / set / clear of one JSON item. */
function jsonItem<T>(key: string) {
  return {
    get: (): T | null => readJson<T>(key),
    set: (value: T): void => sessionStore().setItem(key, JSON.stringify(value)),
    clear: (): void => sessionStore().removeItem(key),
  };
}

export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = (): string | null => read(STORAGE_KEYS.refreshToken);

/** Logged in means an access token is stored. */
export const isLoggedIn = (): boolean => !!getAccessToken();

/** Stores both tokens (login and refresh). */
export function setTokens({ accessToken, refreshToken }: TokenPair): void {
  sessionStore().setItem(STORAGE_KEYS.accessToken, accessToken);
  sessionStore().setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

const userData = jsonItem<UserData>(STORAGE_KEYS.userData);
export const getUserData = userData.get;

/** Stores the tokens of a login and `userData` read from the access token's claims. */
export function startSession(tokens: TokenPair): UserData | null {
  setTokens(tokens);
  const claims = decodeAccessToken(tokens.accessToken);
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

/** Replaces `userData` by the profile read, keeping the token's `id`. */
export function saveProfileAsUserData(profile: Participant): UserData {
  const previous = getUserData();
  const data: UserData = { ...(previous?.id ? { id: previous.id } : {}), ...profile };
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
 * Removes accessToken, refreshToken and userData, and this tab's pending access (`accessData`,
 * `firstAccessData`, `MFAToken`), then reloads the page.
 */
export function logout({ reload = reloadPage }: LogoutOptions = {}): void {
  sessionStore().removeItem(STORAGE_KEYS.accessToken);
  sessionStore().removeItem(STORAGE_KEYS.refreshToken);
  userData.clear();
  // Not `pendingAccess.clear()`: that module stays out of every page's first load.
  for (const key of PENDING_ACCESS_KEYS) tabStore().removeItem(key);
  reload();
}
