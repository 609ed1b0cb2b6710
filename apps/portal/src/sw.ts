/// <reference lib="webworker" />
/**
 * The portal's service worker (vite-plugin-pwa, `injectManifest`: the build injects the list of
 * every page's HTML, the code, the fonts and the artwork into `self.__WB_MANIFEST`). They are kept
 * in Workbox's precache, filled as keptFiles.ts says: what the pages loaded, and, when a page
 * without Save-Data asks, the files kept ahead. `config.json` is network first with the cached
 * copy as fallback. Nothing else is cached: the API's and the storage's responses (private) go to
 * the network untouched. Background Sync sends the contact outbox.
 */
import { CONFIG_URL } from '@jornada/api/config';
import { flushContactOutbox } from '@jornada/api/contact-outbox';
import { clientsClaim } from 'workbox-core';
import { PrecacheController, cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { contactSync, type SyncEvent } from './serviceWorker/contactSync';
import {
  AHEAD_KEY,
  PREFERENCE_CACHE,
  fileStem,
  isKeepMessage,
  keptAhead,
  type ListedFile,
} from './serviceWorker/keptFiles';
import { APP_SHELL_FILE, isAppPage, navigationFile } from './serviceWorker/navigationFile';
import { isSkipWaiting } from './serviceWorker/skipWaiting';

declare const self: ServiceWorkerGlobalScope;
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const configStrategy = new NetworkFirst({ cacheName: 'jornada-config' });

// Before the others: the first matching route answers.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_URL, configStrategy);

// The one place the build injects the list (it allows a single `self.__WB_MANIFEST`), with the
// mark build/pwa.ts adds.
const manifest = self.__WB_MANIFEST as (string | ListedFile)[];
const precache = new PrecacheController();
precache.addToCacheList(manifest);
/** Each listed file's absolute address and its key in the precache (with its revision). */
const cacheKeys = precache.getURLsToCacheKeys();
const absolute = (file: string) => new URL(file, self.location.href).href;
// A file named without a hash is checked with the server (a copy the HTTP cache holds may be of
// another version); Workbox's own install refetches it whole ('reload'), a revalidation is enough.
const revisioned = new Set(
  manifest.flatMap((entry) =>
    typeof entry !== 'string' && entry.revision ? [absolute(entry.url)] : [],
  ),
);

/**
 * Fetches a listed file (from `source`: the address a page was loaded at, for its HTML) and keeps
 * it if it came whole, as itself.
 */
async function keep(url: string, source = url): Promise<Response> {
  const response = await fetch(source, {
    cache: revisioned.has(url) ? 'no-cache' : 'default',
    credentials: 'same-origin',
  });
  if (response.ok && !response.redirected) {
    const cache = await caches.open(precache.strategy.cacheName);
    await cache.put(cacheKeys.get(url)!, response.clone());
  }
  return response;
}

const keptOrFetched = async (url: string) => (await precache.matchPrecache(url)) ?? keep(url);

/** A listed file, and where to fetch it from. */
type Wanted = [url: string, source: string];

/**
 * Keeps the listed files among `wanted` not kept yet, two at a time (the page's own requests keep
 * the other connections); fails if one does not come whole.
 */
async function keepMissing(wanted: Iterable<Wanted>): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const listed = [...new Map(wanted)].filter(([url]) => cacheKeys.has(url));
  const kept = await Promise.all(listed.map(([url]) => cache.match(cacheKeys.get(url)!)));
  const missing = listed.filter((_, index) => !kept[index]);
  let failed = false;
  const lane = async () => {
    for (let next = missing.shift(); next; next = missing.shift()) {
      const response = await keep(...next).catch(() => undefined);
      if (!response?.ok) failed = true;
    }
  };
  await Promise.all([lane(), lane()]);
  if (failed) throw new Error('offline files: some did not come');
}

const everyFile = (): Wanted[] => [...cacheKeys.keys()].map((url) => [url, url]);
const aheadFiles = (): Wanted[] =>
  manifest.filter(keptAhead).map((entry) => {
    const url = absolute(typeof entry === 'string' ? entry : entry.url);
    return [url, url];
  });

// Each page's own HTML, as the static host serves it (a prerendered page or the app shell); with
// the network gone and that file never kept, the app shell, which renders any page.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && isAppPage(url.pathname),
  async ({ url }) => {
    try {
      return await keptOrFetched(absolute(navigationFile(url.pathname)));
    } catch (error) {
      const shell = await precache.matchPrecache(APP_SHELL_FILE);
      if (shell) return shell;
      throw error;
    }
  },
);

registerRoute(
  ({ url }) => cacheKeys.has(url.href),
  ({ url }) => keptOrFetched(url.href),
);

const preferences = () => caches.open(PREFERENCE_CACHE);
const aheadWanted = async () => (await (await preferences()).match(AHEAD_KEY)) !== undefined;
async function wantAhead(wanted: boolean): Promise<void> {
  const cache = await preferences();
  await (wanted ? cache.put(AHEAD_KEY, new Response('')) : cache.delete(AHEAD_KEY));
}

/**
 * What a new version installs: this build of the files the version before kept, and the files
 * kept ahead if a page asked for them.
 */
async function filesToInstall(): Promise<Wanted[]> {
  const cache = await caches.open(precache.strategy.cacheName);
  const keptBefore = new Set((await cache.keys()).map(({ url }) => fileStem(url)));
  const before = everyFile().filter(([url]) => keptBefore.has(fileStem(url)));
  return (await aheadWanted()) ? [...aheadFiles(), ...before] : before;
}

/**
 * The listed files a page loaded: its resources, and its own address as the file it is served
 * (fetched from that address: the HTTP cache answers it).
 */
const loadedFiles = (urls: string[]): Wanted[] =>
  urls.flatMap((address): Wanted[] => {
    const url = new URL(address);
    url.hash = '';
    if (cacheKeys.has(url.href)) return [[url.href, url.href]];
    const page = url.origin === self.location.origin && isAppPage(url.pathname);
    return page ? [[absolute(navigationFile(url.pathname)), url.href]] : [];
  });

// The first visit read config.json before this worker existed: cache it now, or it would be
// missing on the first visit offline. A failure there must not keep the worker from installing;
// a file that does not come keeps this version from installing, as a whole update or none.
self.addEventListener('install', (event) => {
  const handled = configStrategy.handleAll({ event, request: new Request(CONFIG_URL) });
  event.waitUntil(Promise.all([Promise.allSettled(handled), filesToInstall().then(keepMissing)]));
});

// Files of earlier versions go when this one takes over.
self.addEventListener('activate', (event) => {
  precache.activate(event);
  // The artwork's own cache of the versions before this one.
  event.waitUntil(caches.delete('jornada-content'));
});
cleanupOutdatedCaches();

// A new version waits until the participant taps "Atualizar" (registerType 'prompt'). A page says
// what to keep for offline (keptFiles.ts).
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
  else if (isKeepMessage(event.data)) {
    const { urls, ahead } = event.data;
    const files = [...loadedFiles(urls), ...(ahead ? aheadFiles() : [])];
    event.waitUntil(wantAhead(ahead).then(() => keepMissing(files)));
  }
});

// A contact message queued offline goes out when the connection returns, tabs open or not.
self.addEventListener(
  'sync',
  contactSync(() => flushContactOutbox({ fetch: (input, init) => fetch(input, init) })),
);

// On the first install, take the open page over so that its next pages also work offline.
clientsClaim();
