import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';
import { flushSync } from '../startup/reactDom';
import { pageReady } from './router';

/** If no frame comes (rendering held back by the browser), the navigation goes on without one. */
const NO_FRAME_MS = 100;

/** Right after the next frame is painted, or at once in a hidden tab, which paints none. */
function afterNextPaint(run: () => void): void {
  // A microtask, not at once: a navigation may start inside React's own work (a redirect's effect).
  if (document.visibilityState === 'hidden') return queueMicrotask(run);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, NO_FRAME_MS);
}

/**
 * BrowserRouter, but a navigation to a page whose code has arrived renders in one task right after
 * the tap's frame, instead of a transition sliced over many frames; a page still loading keeps the
 * transition, so the current page stays (with the progress bar) until the next one can show.
 */
export function PortalRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    const show = () => {
      const next = { action: history.action, location: history.location };
      if (pageReady(next.location.pathname)) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    };
    return history.listen(() => afterNextPaint(show));
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
