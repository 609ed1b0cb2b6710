const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task) : setTimeout(task, 0);

/**
 * Sends what an earlier visit left in the contact outbox, and from then on whenever the connection
 * returns. Off the first-load path: its chunk (IndexedDB and the outbox) loads once the page has
 * loaded and the browser is idle.
 */
export function startContactOutboxAfterLoad(): void {
  const start = () =>
    whenIdle(() => {
      import('./contactOutbox')
        .then(({ getContactOutbox }) => getContactOutbox().start())
        .catch(() => undefined); // offline and not cached: the next visit tries again
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
