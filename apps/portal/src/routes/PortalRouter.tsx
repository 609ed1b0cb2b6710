import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';
import { afterNextFrame } from '@jornada/flows/after-next-frame';
import { flushSync } from '../startup/reactDom';
import { pageReady } from './router';

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
    return history.listen(() => void afterNextFrame().then(show));
  }, [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
