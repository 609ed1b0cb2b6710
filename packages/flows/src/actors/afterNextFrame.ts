/** A hidden tab draws no frame; a window may stop drawing without saying it is hidden. */
export const NEXT_FRAME_LIMIT_MS = 1000;

/**
 * Resolves once the page has drawn its next frame, in a task of its own after it: what a tap
 * changed on screen (a button's pending state) is painted before the work it asked for begins.
 * At once where nothing draws (Node); in a task of its own in a hidden tab, or when the tab is
 * hidden meanwhile, or after `NEXT_FRAME_LIMIT_MS` at the most.
 */
export function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      document.removeEventListener('visibilitychange', onHidden);
      resolve();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') setTimeout(go, 0);
    };
    const limit = setTimeout(go, NEXT_FRAME_LIMIT_MS);
    if (document.visibilityState === 'hidden') {
      setTimeout(go, 0);
      return;
    }
    document.addEventListener('visibilitychange', onHidden);
    // rAF runs just before the frame is drawn; the timeout set there, once it is.
    requestAnimationFrame(() => setTimeout(go, 0));
  });
}
