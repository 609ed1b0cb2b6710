import { useLayoutEffect } from 'react';
import { PRERENDER_ATTR } from './prerenderMarkup';

/**
 * Removes the prerendered screen's styles (build/prerender.ts) in the commit that replaces its
 * markup, so they cannot outlive it. Renders nothing.
 */
export function PrerenderCleanup() {
  useLayoutEffect(() => {
    document.querySelectorAll(`style[${PRERENDER_ATTR}]`).forEach((style) => style.remove());
  }, []);
  return null;
}
