import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, kept for a reload of the tab (not contract). */
const SCROLL_POSITIONS_KEY = 'scrollPositions';

let positions: Map<string, number> | undefined;

/** The positions, read from storage on first use (a value that is not ours is dropped). */
function scrollPositions(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const entries: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    for (const entry of Array.isArray(entries) ? entries : []) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1])) {
        positions.set(entry[0], entry[1] as number);
      }
    }
  } catch {
    // Unreadable: start afresh.
  }
  return positions;
}

function storePositions(): void {
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...scrollPositions()]));
  } catch {
    // Storage full or refused: a reload then opens at the top.
  }
}

/**
 * Scroll as between documents: a new page opens at its top (or at its #section, which
 * useFocusOnNavigation focuses), and back, forward or a reload return to where the person was.
 * The first screen keeps whatever the person scrolled before the app started.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);
  const started = useRef(false);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => scrollPositions().set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', storePositions);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', storePositions);
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = key;
    const saved = navigationType === 'POP' ? scrollPositions().get(key) : undefined;
    const first = !started.current;
    started.current = true;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (!first && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
