import { useLayoutEffect } from 'react';

/**
 * Removes the prerendered screen's styles (build/prerender.ts) in the commit that replaces its
 * markup, so they cannot outlive it. Renders nothing.
 */
export function PrerenderCleanup() {
  useLayoutEffect(() => {
    document.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
  }, []);
  return null;
}
