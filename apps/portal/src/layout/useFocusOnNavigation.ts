import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextFrame } from '@jornada/flows/after-next-frame';

/**
 * After a navigation (not on the first load), focus moves to the page's main heading so a screen
 * reader announces the new page; a hash link keeps the browser's jump to its section. It moves
 * once the new page is drawn: focusing makes the browser style the whole page at once, and in the
 * task that renders it that work came before the page could show.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const target =
      (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) ||
      document.querySelector<HTMLElement>('#conteudo h1');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // A page left meanwhile has nothing to focus: the next one focuses its own.
    void afterNextFrame().then(() => {
      if (target.isConnected) target.focus({ preventScroll: Boolean(!hash) });
    });
  }, [pathname, hash]);
}
