import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { is } from 'valibot';
import type { Config, RefreshTokenRequest } from './contract';
import { PATHS } from './contract';
import { platformLocks, withCrossTabLock, type LockRequester } from './crossTabLock';
import { tokenPairSchema } from './responseSchemas';
import { getAccessToken, getRefreshToken, isLoggedIn, logout, setTokens } from './session';

/** Per-endpoint options of the base query. */
export interface ApiExtraOptions {
  /** Send to `publicApiUrl` (the contact call): no bearer header, no re-auth. */
  public?: boolean;
  /** Never refresh on 401 (the login call, and the refresh itself). */
  skipReauth?: boolean;
}

export interface ConfigureApiOptions {
  /** Called once when the session cannot be renewed; defaults to `logout()` (clear + reload). */
  onLogout?: () => void;
  /** fetch implementation; defaults to the global `fetch` at call time. */
  fetchFn?: typeof fetch;
  /** Lock manager that makes the refresh one at a time across tabs; defaults to `navigator.locks`. */
  locks?: LockRequester | null;
}

type RawQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

interface Runtime {
  privateQuery: RawQuery;
  publicQuery: RawQuery;
  onLogout: () => void;
  locks: LockRequester | null;
}

/** Name of the Web Lock held while a tab renews the session. */
const REFRESH_LOCK = 'jornada:refresh-token';

let runtime: Runtime | null = null;
let refreshing: Promise<boolean> | null = null;

function rawQuery(baseUrl: string, withBearer: boolean, fetchFn?: typeof fetch): RawQuery {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    responseHandler: 'content-type',
    prepareHeaders: (headers) => {
      const token = withBearer ? getAccessToken() : null;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      else headers.delete('Authorization');
      return headers;
    },
  });
}

/** Points the api at the runtime config; call at start-up, after `loadConfig()`. */
export function configureApi(config: Config, options: ConfigureApiOptions = {}): void {
  runtime = {
    privateQuery: rawQuery(config.apiUrl, true, options.fetchFn),
    publicQuery: rawQuery(config.publicApiUrl, false, options.fetchFn),
    onLogout: options.onLogout ?? (() => logout()),
    locks: options.locks === undefined ? platformLocks() : options.locks,
  };
  refreshing = null;
}

/** The request got no answer (offline, DNS, aborted by a timeout): says nothing of the session. */
const isNetworkFailure = (error: FetchBaseQueryError) =>
  error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';

function logoutOnce(current: Runtime): void {
  if (isLoggedIn()) current.onLogout();
}

/**
 * Renews the session unless another tab did: runs under the cross-tab lock, so the stored refresh
 * token read here is the latest. Stores the new tokens only while the token it sent is still the
 * stored one (a logout meanwhile keeps the session gone); a refresh lost to another tab's uses
 * that tab's tokens. Resolves true when the stored tokens are worth a retry; a refresh that got no
 * answer resolves false and keeps the session; else logs out.
 */
async function renewUnderLock(
  current: Runtime,
  api: BaseQueryApi,
  refreshTokenSeen: string,
): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (refreshToken && refreshToken !== refreshTokenSeen) return true;
  if (refreshToken) {
    const body: RefreshTokenRequest = { refreshToken };
    const request = { url: PATHS.refreshToken, method: 'POST', body };
    const result = await baseQuery(request, api, { skipReauth: true });
    // No answer is not a refused session: offline, the participant stays logged in.
    if (result.error && isNetworkFailure(result.error)) return false;
    if (!result.error && is(tokenPairSchema, result.data)) {
      const storedNow = getRefreshToken();
      if (storedNow && storedNow !== refreshToken) return true;
      if (storedNow) {
        setTokens(result.data);
        return true;
      }
    } else if (await rotatedByAnotherTab(refreshToken)) return true;
  }
  logoutOnce(current);
  return false;
}

/** How long a refused refresh waits for another tab's new tokens to reach this one. */
const ROTATION_WAIT_MS = 2000;
const ROTATION_POLL_MS = 50;

/**
 * A refresh refused because another tab renewed first: that tab's write to localStorage reaches
 * this tab's renderer some time after the lock was handed over (later on a slow phone). Resolves
 * true once the stored token is another one, false if it is gone or still `sent` after the wait.
 */
async function rotatedByAnotherTab(sent: string): Promise<boolean> {
  for (let waited = 0; ; waited += ROTATION_POLL_MS) {
    const stored = getRefreshToken();
    if (stored !== sent) return stored !== null;
    if (waited >= ROTATION_WAIT_MS) return false;
    await new Promise((resolve) => setTimeout(resolve, ROTATION_POLL_MS));
  }
}

/**
 * One renewal shared by every caller of this tab while it is in flight (single flight), held
 * under the Web Lock so that tabs renew one at a time; sent through `baseQuery` itself, which
 * never re-authenticates it.
 */
function refreshSession(
  current: Runtime,
  api: BaseQueryApi,
  refreshTokenSeen: string,
): Promise<boolean> {
  refreshing ??= withCrossTabLock(current.locks, REFRESH_LOCK, () =>
    renewUnderLock(current, api, refreshTokenSeen),
  ).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const notConfigured: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: '@jornada/api: call configureApi(config) before any request.',
};

/**
 * Base query of `portalApi`: private calls to `apiUrl` with the bearer header, public ones to
 * `publicApiUrl`; a private call answered 401 while a refresh token is stored renews the session
 * once (shared within the tab, one at a time across tabs) and is retried once; a retried call
 * answered 401 again logs out.
 */
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions = {}) => {
  const current = runtime;
  if (!current) return { error: notConfigured };
  if (extraOptions.public) return current.publicQuery(args, api, {});

  const tokenSent = getAccessToken();
  const refreshTokenSent = getRefreshToken();
  const result = await current.privateQuery(args, api, {});
  if (result.error?.status !== 401 || extraOptions.skipReauth) return result;

  const tokenNow = getAccessToken();
  const renewedMeanwhile = tokenNow !== null && tokenNow !== tokenSent;
  if (!renewedMeanwhile) {
    if (!refreshTokenSent) {
      if (tokenSent) logoutOnce(current);
      return result;
    }
    if (!(await refreshSession(current, api, refreshTokenSent))) return result;
  }

  const retried = await current.privateQuery(args, api, {});
  if (retried.error?.status === 401) logoutOnce(current);
  return retried;
};
