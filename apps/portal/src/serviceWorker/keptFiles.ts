/**
 * What the service worker keeps for offline, out of every file the build lists (sw.ts): kept in
 * Workbox's precache, but filled as the participant's data plan allows rather than all at install.
 * - A page without Save-Data asks for everything (`CACHE_EVERYTHING_MESSAGE`); the worker
 *   remembers it, and each new version then installs whole before it can take over.
 * - With Save-Data, only what the pages loaded: a page lists what it loaded before the worker was
 *   in charge (`cacheLoadedMessage`), and the worker keeps each listed file it serves after that.
 *   A new version installs the new build of the files the old one kept (`fileStem`).
 */

/** The page without Save-Data: every campaign, how-to and regulation page should open offline. */
export const CACHE_EVERYTHING_MESSAGE = { type: 'CACHE_EVERYTHING' } as const;

export interface CacheLoadedMessage {
  type: 'CACHE_LOADED';
  /** The page's own address and every resource it loaded (`performance` entries). */
  urls: string[];
}

/** The page with Save-Data: keep what it has loaded, nothing more. */
export const cacheLoadedMessage = (urls: string[]): CacheLoadedMessage => ({
  type: 'CACHE_LOADED',
  urls,
});

const typeOf = (data: unknown): unknown =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

export const isCacheEverything = (data: unknown): boolean =>
  typeOf(data) === CACHE_EVERYTHING_MESSAGE.type;

export const isCacheLoaded = (data: unknown): data is CacheLoadedMessage =>
  typeOf(data) === 'CACHE_LOADED' &&
  Array.isArray((data as { urls?: unknown }).urls) &&
  (data as { urls: unknown[] }).urls.every((url) => typeof url === 'string');

/** Where the worker remembers that a page asked for everything (one entry, or none). */
export const PREFERENCE_CACHE = 'jornada-offline';
export const EVERYTHING_KEY = '/cache-everything';

/**
 * A built file's address without its content hash or query, the same from one build to the next:
 * `…/assets/PreLogin-BD2Km4ZY.js` → `…/assets/PreLogin.js`, `…/index.html?__WB_REVISION__=1` →
 * `…/index.html`.
 */
export const fileStem = (url: string): string =>
  url.replace(/[?#].*$/, '').replace(/-[\w-]{8}(\.[a-z0-9]+)$/i, '$1');
