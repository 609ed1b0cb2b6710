/**
 * What the service worker keeps for offline, out of every file the build lists (sw.ts): kept in
 * Workbox's precache, but filled as the participant's data plan allows rather than all at install.
 * - Once the worker is in charge, every page tells it what it loaded before (`keepMessage`); the
 *   worker keeps those, and each listed file it serves after that.
 * - A page without Save-Data also asks for the files kept ahead: every listed file but the ones
 *   the build marks `onceOpened` (the code of the pages kept `once-opened` in the route table:
 *   the forms, which need the network). So every campaign, how-to and regulation page opens
 *   offline after one visit. The worker remembers it, and each new version then installs them
 *   before it can take over.
 * - A new version also installs the new build of the files the one before kept (`fileStem`).
 */

/** An entry of the list the build injects into the worker (Workbox's, with our one mark). */
export interface ListedFile {
  url: string;
  revision: string | null;
  /** Kept only once a page has loaded it, never ahead. */
  onceOpened?: true;
}

/** Whether the worker keeps a listed file ahead, before any page loads it. */
export const keptAhead = (entry: string | ListedFile): boolean =>
  typeof entry === 'string' || entry.onceOpened !== true;

export interface KeepMessage {
  type: 'KEEP_FOR_OFFLINE';
  /** The page's own address and every resource it loaded (`performance` entries). */
  urls: string[];
  /** The page is without Save-Data: the files kept ahead too. */
  ahead: boolean;
}

export const keepMessage = (urls: string[], ahead: boolean): KeepMessage => ({
  type: 'KEEP_FOR_OFFLINE',
  urls,
  ahead,
});

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, urls, ahead } = data as Partial<Record<keyof KeepMessage, unknown>>;
  return (
    type === 'KEEP_FOR_OFFLINE' &&
    typeof ahead === 'boolean' &&
    Array.isArray(urls) &&
    urls.every((url) => typeof url === 'string')
  );
}

/** Where the worker remembers that a page asked for the files kept ahead (one entry, or none). */
export const PREFERENCE_CACHE = 'jornada-offline';
export const AHEAD_KEY = '/keep-ahead';

/**
 * A built file's address without its content hash or query, the same from one build to the next:
 * `…/assets/PreLogin-BD2Km4ZY.js` → `…/assets/PreLogin.js`, `…/index.html?__WB_REVISION__=1` →
 * `…/index.html`.
 */
export const fileStem = (url: string): string =>
  url.replace(/[?#].*$/, '').replace(/-[\w-]{8}(\.[a-z0-9]+)$/i, '$1');
