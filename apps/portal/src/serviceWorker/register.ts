import { registerSW } from 'virtual:pwa-register';
import { saveData } from '../startup/saveData';
import { CACHE_CONTENT_MESSAGE } from './contentCache';
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
 * Unless the participant has Save-Data on, the worker then caches every campaign's artwork.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => applyUpdate(updateServiceWorker)),
    // applyUpdate reloads, once.
    onNeedReload: () => undefined,
  });
  if (!saveData())
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage(CACHE_CONTENT_MESSAGE),
    );
}
