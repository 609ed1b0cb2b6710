/** The longest an idle callback may wait for a quiet moment, so a busy page still gets the task. */
export const IDLE_TIMEOUT_MS = 5_000;

/**
 * Runs `task` once the page has loaded and then the browser is idle, so that work the first screen
 * does not need never competes with the first load. A prerendered page fires `load` before the app
 * has started: hence the wait for idle too (Safari has no requestIdleCallback: the next task there).
 */
export function afterLoadWhenIdle(task: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
