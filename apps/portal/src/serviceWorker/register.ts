import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './updateOffer';

/**
 * Registers the service worker (vite-plugin-pwa's helper over workbox-window). A new version waits
 * until the participant taps "Atualizar": then it takes over and the page reloads into it.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
  });
}
