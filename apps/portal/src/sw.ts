/// <reference lib="webworker" />
/**
 * The portal's service worker (vite-plugin-pwa, `injectManifest`: the build injects the precache
 * list into `self.__WB_MANIFEST`). Precached: the app shell, every chunk and the fonts. The
 * campaigns' artwork is cached apart (contentCache.ts): all of it when a page without Save-Data
 * asks, so that campaign, how-to and regulation pages open offline, opened before or not; with
 * Save-Data, what the pages opened showed. `config.json` is network first with the cached copy as
 * fallback. Nothing else is cached: the API's and the storage's responses (private) go to the
 * network untouched. Background Sync sends the contact outbox.
 */
import { CONFIG_URL } from '@jornada/api/config';
import { flushContactOutbox } from '@jornada/api/contact-outbox';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CONTENT_CACHE, isCacheContent, isContentFile } from './serviceWorker/contentCache';
import { contactSync, type SyncEvent } from './serviceWorker/contactSync';
import { isAppPage, navigationFile } from './serviceWorker/navigationFile';
import { isSkipWaiting } from './serviceWorker/skipWaiting';

declare const self: ServiceWorkerGlobalScope;
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

const configStrategy = new NetworkFirst({ cacheName: 'jornada-config' });

// Before the precache's route: the first matching route answers.
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname === CONFIG_URL, configStrategy);

// Each page's own HTML, as the static host serves it (a prerendered page or the app shell).
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && isAppPage(url.pathname),
  async ({ request, url }) => (await matchPrecache(navigationFile(url.pathname))) ?? fetch(request),
);

// The one place the build injects the list (it allows a single `self.__WB_MANIFEST`).
const manifest = self.__WB_MANIFEST;
const entryUrl = (entry: string | { url: string }) =>
  new URL(typeof entry === 'string' ? entry : entry.url, self.location.href);
const contentUrls = new Set(
  manifest.map(entryUrl).flatMap((url) => (isContentFile(url.pathname) ? [url.href] : [])),
);

registerRoute(({ url }) => contentUrls.has(url.href), new CacheFirst({ cacheName: CONTENT_CACHE }));

precacheAndRoute(manifest.filter((entry) => !contentUrls.has(entryUrl(entry).href)));
cleanupOutdatedCaches();

/** Every campaign's artwork not cached yet; a file that fails now is fetched when shown. */
async function cacheAllContent(): Promise<void> {
  const cache = await caches.open(CONTENT_CACHE);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  const missing = [...contentUrls].filter((url) => !cached.has(url));
  await Promise.allSettled(missing.map((url) => cache.add(url)));
}

/** Artwork of earlier versions (its names are hashed) goes when this version takes over. */
async function pruneContent(): Promise<void> {
  const cache = await caches.open(CONTENT_CACHE);
  const stale = (await cache.keys()).filter((request) => !contentUrls.has(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

self.addEventListener('activate', (event) => event.waitUntil(pruneContent()));

// The first visit read config.json before this worker existed: cache it now, or it would be
// missing on the first visit offline. A failure here must not keep the worker from installing.
self.addEventListener('install', (event) => {
  const handled = configStrategy.handleAll({ event, request: new Request(CONFIG_URL) });
  event.waitUntil(Promise.allSettled(handled));
});

// A new version waits until the participant taps "Atualizar" (registerType 'prompt').
// The page asks for every campaign's artwork (not with Save-Data); the reply says it is cached.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
  else if (isCacheContent(event.data))
    event.waitUntil(cacheAllContent().then(() => event.ports[0]?.postMessage(true)));
});

// A contact message queued offline goes out when the connection returns, tabs open or not.
self.addEventListener(
  'sync',
  contactSync(() => flushContactOutbox({ fetch: (input, init) => fetch(input, init) })),
);

// On the first install, take the open page over so that its next pages also work offline.
clientsClaim();
