/**
 * Starts the service worker once the page has loaded and the browser is idle, so that its
 * registration and precaching never compete with the first load (budgets, Lighthouse). The
 * registration is a chunk of its own, outside the first load.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker());
  // A prerendered page fires `load` before the app has started: wait for a quiet moment too.
  // (Safari has no requestIdleCallback: the next task there.)
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5_000 })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
