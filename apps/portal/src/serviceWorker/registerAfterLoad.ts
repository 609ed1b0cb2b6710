/**
 * Starts the service worker once the page has loaded, so that its registration and precaching
 * never compete with the first load (budgets, Lighthouse). The registration is a chunk of its own,
 * outside the first load.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./register').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
