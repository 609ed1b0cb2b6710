import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';

/**
 * Starts the service worker once the page has loaded and the browser is idle, so that its
 * registration and precaching never compete with the first load (budgets, Lighthouse). The
 * registration is a chunk of its own, outside the first load.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(
    () => void import('./register').then(({ registerServiceWorker }) => registerServiceWorker()),
  );
}
