/**
 * The message the page posts to a waiting service worker when the participant taps "Atualizar":
 * workbox-window's `messageSkipWaiting()` (used by vite-plugin-pwa's `updateSW`) sends this one.
 */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export const isSkipWaiting = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
