import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';

/**
 * Sends what an earlier visit left in the contact outbox, and from then on whenever the connection
 * returns. Off the first-load path: its chunk (IndexedDB and the outbox) loads once the page has
 * loaded and the browser is idle.
 */
export function startContactOutboxAfterLoad(): void {
  afterLoadWhenIdle(() => {
    import('./contactOutbox')
      .then(({ getContactOutbox }) => getContactOutbox().start())
      .catch(() => undefined); // offline and not cached: the next visit tries again
  });
}
