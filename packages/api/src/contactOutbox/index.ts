/**
 * `@jornada/api/contact-outbox`: the contact form's outbox in IndexedDB. A message written without
 * a connection waits here and goes out when the connection returns: the `online` event or the next
 * visit (`createContactOutbox(…).start()`), or Background Sync, where the service worker answers
 *
 *     self.addEventListener('sync', (event) => {
 *       if (event.tag !== CONTACT_OUTBOX_SYNC_TAG) return;
 *       event.waitUntil(flushContactOutbox({ fetch }).then(({ pending }) => {
 *         if (pending > 0) throw new Error('contact outbox: still offline'); // the browser retries
 *       }));
 *     });
 *
 * Store and flush use no `window` or DOM; every queued message carries its own address.
 */
export { CONTACT_OUTBOX_SYNC_TAG, registerBackgroundSync } from './backgroundSync';
export { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from './backoff';
export {
  CONTACT_OUTBOX_LOCK,
  flushContactOutbox,
  type FlushOptions,
  type FlushResult,
} from './flush';
export { CONTACT_OUTBOX_CHANNEL, type DeliveryNotice } from './notices';
export {
  ContactRejectedError,
  createContactOutbox,
  type Connection,
  type ContactOutbox,
  type ContactOutboxClient,
  type ContactOutboxOptions,
  type WaitingMessagesChoice,
} from './outbox';
export {
  CONTACT_OUTBOX_DB,
  openContactOutboxStore,
  type ContactOutboxStore,
  type QueuedContact,
} from './store';
