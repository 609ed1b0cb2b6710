import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a navigation (not on the first load), focus moves to the page's main heading so a screen
 * reader announces the new page; a hash link keeps the browser's jump to its section.
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
    target.focus({ preventScroll: Boolean(!hash) });
  }, [pathname, hash]);
}
