/// <reference lib="webworker" />
/**
 * The portal's service worker (vite-plugin-pwa, `injectManifest`: the build injects the precache
 * list into `self.__WB_MANIFEST`). Precached: the app shell, every chunk, the fonts and all the
 * content artwork, so that campaign, how-to and regulation pages open offline, opened before or
 * not. `config.json` is network first with the cached copy as fallback. Nothing else is cached: the
 * API's and the storage's responses (private) go to the network untouched. Background Sync sends
 * the contact outbox.
 */
import { CONFIG_URL } from '@jornada/api/config';
import { flushContactOutbox } from '@jornada/api/contact-outbox';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
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

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first visit read config.json before this worker existed: cache it now, or it would be
// missing on the first visit offline. A failure here must not keep the worker from installing.
self.addEventListener('install', (event) => {
  const handled = configStrategy.handleAll({ event, request: new Request(CONFIG_URL) });
  event.waitUntil(Promise.allSettled(handled));
});

// A new version waits until the participant taps "Atualizar" (registerType 'prompt').
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// A contact message queued offline goes out when the connection returns, tabs open or not.
self.addEventListener(
  'sync',
  contactSync(() => flushContactOutbox({ fetch: (input, init) => fetch(input, init) })),
);

// On the first install, take the open page over so that its next pages also work offline.
clientsClaim();
