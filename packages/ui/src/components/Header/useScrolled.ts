import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled `threshold` px or more. A `controlled` value wins (stories);
 * otherwise a passive scroll listener keeps it current and is removed on unmount.
 */
export function useScrolled(threshold: number, controlled?: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (controlled !== undefined) return undefined;
    const update = () => setScrolled(window.scrollY >= threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, controlled]);

  return controlled ?? scrolled;
}
