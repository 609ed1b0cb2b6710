/** The Background Sync tag the service worker's `sync` handler answers with `flushContactOutbox`. */
export const CONTACT_OUTBOX_SYNC_TAG = 'contact-outbox';

/** The part of `SyncManager` used here (not in TypeScript's DOM types). */
interface SyncCapableRegistration {
  sync: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker when the connection is back, so the message goes out
 * even with every tab closed; once the worker is ready (it registers after the page's load).
 * Without service workers or Background Sync, nothing: the `online` event and the next visit send
 * it then.
 */
export async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration: ServiceWorkerRegistration = await navigator.serviceWorker.ready;
  if (!('sync' in registration)) return;
  await (registration as unknown as SyncCapableRegistration).sync.register(CONTACT_OUTBOX_SYNC_TAG);
}
