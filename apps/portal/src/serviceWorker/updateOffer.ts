import { useSyncExternalStore } from 'react';

/**
 * The one place that knows a new version of the portal is waiting: the service worker's
 * registration (register.ts) offers it, the layout's prompt reads it. `null`: nothing to offer.
 */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

/** A new version is installed and waiting: `apply` activates it and reloads the page. */
export function offerUpdate(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => applyUpdate;
const none = () => null;

/** The waiting version's `apply`, or `null`. */
export const useUpdateOffer = () => useSyncExternalStore(subscribe, current, none);
