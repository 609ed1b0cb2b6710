/**
 * Storage keys of the contract, to the letter. A module without imports: the portal's early-start
 * script, inlined in every page, takes the access token's and the kept panels' keys from here.
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
/** The kept code panels (pendingAccess): the early-start script reads them too. */
export const ACCESS_DATA_KEY = 'accessData';
export const FIRST_ACCESS_DATA_KEY = 'firstAccessData';

export const STORAGE_KEYS = {
  accessToken: ACCESS_TOKEN_KEY,
  refreshToken: 'refreshToken',
  userData: 'userData',
  accessData: ACCESS_DATA_KEY,
  firstAccessData: FIRST_ACCESS_DATA_KEY,
  mfaToken: 'MFAToken',
  /**
   * Not the contract's: the id of the session the tokens belong to, new at each login, kept by a
   * refresh. A request made for one session is never retried nor stored for another.
   */
  sessionId: 'sessionId',
} as const;

/** `sessionStorage` keys of the form drafts start with this, one key per form (not contract). */
export const DRAFT_KEY_PREFIX = 'draft:';
