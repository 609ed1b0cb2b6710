/**
 * The campaigns' artwork (the images the build emits into `assets/`) is not in the precache: the
 * service worker keeps it in a cache of its own, filled as pages show it and, unless the
 * participant has Save-Data on, all at once when the page asks (`CACHE_CONTENT_MESSAGE`).
 * A Save-Data participant downloads only the artwork of the pages they open; offline, those open.
 */
export const CONTENT_CACHE = 'jornada-content';

const CONTENT_FILE = /^\/?assets\/[^?#]+\.(?:svg|png|webp|jpe?g|avif|gif)$/;

/** A file of the precache list (`assets/como-1-….svg`) or a same-origin path that is artwork. */
export const isContentFile = (path: string): boolean => CONTENT_FILE.test(path);

/** What the page posts to the worker to have every campaign's artwork cached for offline. */
export const CACHE_CONTENT_MESSAGE = { type: 'CACHE_CONTENT' } as const;

export const isCacheContent = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === CACHE_CONTENT_MESSAGE.type;
