/**
 * The lazy chunks a navigation is waiting for (a page's, the API layout's): the page progress bar
 * shows while there are any. Data routers know this as their navigation state; ours is the chunks.
 */
let pending = 0;
/** Counts the spells of waiting: a new one starts when a load starts with none pending. */
let spell = 0;
const listeners = new Set<() => void>();

// Loads start while React renders a route: listeners hear of it once that render is over.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** `load`, counted as pending until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  if (pending === 0) spell += 1;
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
}

/** The current spell of waiting, or `undefined` when nothing is pending. */
export const pendingSpell = (): number | undefined => (pending > 0 ? spell : undefined);

export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
