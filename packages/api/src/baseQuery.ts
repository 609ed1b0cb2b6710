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
import {
  getAccessToken,
  getRefreshToken,
  getSessionId,
  isLoggedIn,
  logout,
  setTokens,
} from './session';

/** Per-endpoint options of the base query. */
export interface ApiExtraOptions {
  /** Send to `publicApiUrl` (the contact call): no bearer header, no re-auth. */
  public?: boolean;
  /** Never refresh on 401 (the login call, and the refresh itself). */
  skipReauth?: boolean;
  /** A participant's own call (the profile): never sent without the access token. */
  needsSession?: boolean;
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
/** The renewal in flight in this tab, and the session it renews. */
let refreshing: { session: string | null; done: Promise<boolean> } | null = null;

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

/**
 * The API refused the refresh token (api-contract): only this ends the session. No answer, a
 * timeout, a 5xx or a gateway's HTML page says nothing of it.
 */
const isRefusal = (error: FetchBaseQueryError) => error.status === 400 || error.status === 401;

/** Logs out, unless the session is already another one (or none): then it is not ours to end. */
function logoutOnce(current: Runtime, session: string | null): void {
  if (isLoggedIn() && getSessionId() === session) current.onLogout();
}

/**
 * Renews `session` unless another tab did: runs under the cross-tab lock, so the stored refresh
 * token read here is the latest. Nothing is done for a session that is no longer the stored one
 * (a logout, another participant's login). Stores the new tokens only while the token it sent is
 * still the stored one, of the same session; a refresh lost to another tab's uses that tab's
 * tokens. Resolves true when the stored tokens are worth a retry; a refresh that got no usable
 * answer resolves false and keeps the session (tried again on the next call); a refusal logs out.
 */
async function renewUnderLock(
  current: Runtime,
  api: BaseQueryApi,
  session: string | null,
  refreshTokenSeen: string,
): Promise<boolean> {
  const ours = () => getSessionId() === session;
  const refreshToken = getRefreshToken();
  if (!ours()) return false;
  if (refreshToken && refreshToken !== refreshTokenSeen) return true;
  if (refreshToken) {
    const body: RefreshTokenRequest = { refreshToken };
    const request = { url: PATHS.refreshToken, method: 'POST', body };
    const result = await baseQuery(request, api, { skipReauth: true });
    if (!result.error && is(tokenPairSchema, result.data)) {
      const storedNow = getRefreshToken();
      if (!ours() || !storedNow) return false;
      if (storedNow !== refreshToken) return true;
      setTokens(result.data);
      return true;
    }
    if (!result.error || !isRefusal(result.error)) return false;
    if (await rotatedByAnotherTab(refreshToken)) return ours();
  }
  logoutOnce(current, session);
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
  session: string | null,
  refreshTokenSeen: string,
): Promise<boolean> {
  if (refreshing?.session === session) return refreshing.done;
  const done = withCrossTabLock(current.locks, REFRESH_LOCK, () =>
    renewUnderLock(current, api, session, refreshTokenSeen),
  ).finally(() => {
    if (refreshing?.done === done) refreshing = null;
  });
  refreshing = { session, done };
  return done;
}

const notConfigured: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: '@jornada/api: call configureApi(config) before any request.',
};

/** The error of a participant's call with no session to send it with: it is never sent. */
export const NO_SESSION = '@jornada/api: no session to send this call with.';
/** The error of a call whose session ended while it was out: its answer is dropped, unread. */
export const SESSION_ENDED = '@jornada/api: the session that sent this call is over.';

const error = (message: string): { error: FetchBaseQueryError } => ({
  error: { status: 'CUSTOM_ERROR', error: message },
});

/**
 * Base query of `portalApi`: private calls to `apiUrl` with the bearer header, public ones to
 * `publicApiUrl`; a private call answered 401 while a refresh token is stored renews the session
 * once (shared within the tab, one at a time across tabs) and is retried once; a retried call
 * answered 401 again logs out. A call belongs to the session it was sent with: once that session
 * is over (a logout, another login, here or in another tab), it is neither retried nor its answer
 * kept (`SESSION_ENDED`); a participant's call is never sent without a session (`NO_SESSION`).
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

  const session = getSessionId();
  const tokenSent = getAccessToken();
  if (extraOptions.needsSession && !tokenSent) return error(NO_SESSION);
  const refreshTokenSent = getRefreshToken();
  // Anonymous calls (the access panels) belong to no session.
  const over = () => tokenSent !== null && getSessionId() !== session;
  const result = await current.privateQuery(args, api, {});
  if (over()) return error(SESSION_ENDED);
  if (result.error?.status !== 401 || extraOptions.skipReauth) return result;

  const tokenNow = getAccessToken();
  const renewedMeanwhile = tokenNow !== null && tokenNow !== tokenSent;
  if (!renewedMeanwhile) {
    if (!refreshTokenSent) {
      if (tokenSent) logoutOnce(current, session);
      return result;
    }
    // Its 401 holds nothing of anyone's: the caller gets it as it came.
    if (!(await refreshSession(current, api, session, refreshTokenSent))) return result;
  }
  if (over() || !getAccessToken()) return error(SESSION_ENDED);

  const retried = await current.privateQuery(args, api, {});
  if (over()) return error(SESSION_ENDED);
  if (retried.error?.status === 401) logoutOnce(current, session);
  return retried;
};
