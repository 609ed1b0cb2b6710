import { registerSW } from 'virtual:pwa-register';
import { saveData } from '../startup/saveData';
import { keepMessage } from './keptFiles';
import { offerUpdate } from './updateOffer';

/** Activates the waiting version and reloads into it once it controls the page. */
function applyUpdate(skipWaiting: () => Promise<void>): void {
  // Our own reload: the helper's skips a page the first worker took over by clients.claim().
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  void skipWaiting();
}

/**
 * Registers the service worker (vite-plugin-pwa's helper over workbox-window). A new version waits
 * until the participant taps "Atualizar": then it takes over and the page reloads into it.
 * Once the worker is in charge, the page tells it what to keep for offline (keptFiles.ts).
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => applyUpdate(updateServiceWorker)),
    // applyUpdate reloads, once.
    onNeedReload: () => undefined,
  });
  void inCharge().then((worker) => worker.postMessage(keepMessage(loadedUrls(), !saveData())));
}

/** The worker controlling this page, once there is one: what the page fetches after, it sees. */
function inCharge(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve) =>
    serviceWorker.addEventListener('controllerchange', function taken() {
      if (!serviceWorker.controller) return;
      serviceWorker.removeEventListener('controllerchange', taken);
      resolve(serviceWorker.controller);
    }),
  );
}

/** This page's address and everything it has loaded so far. */
const loadedUrls = () => [
  window.location.href,
  ...performance.getEntriesByType('resource').map(({ name }) => name),
];
