import { useEffect, useState, useSyncExternalStore } from 'react';
import { PageProgress } from '@jornada/ui';
import { pendingSpell, subscribePageLoads } from '../routes/pageLoads';

/** How long a navigation may take before the bar shows: a fast one shows nothing. */
const PAGE_PROGRESS_DELAY_MS = 300;

const nothingPending = () => undefined;

/** The page progress bar while a navigation waits more than 300 ms for a page's chunk. */
export function NavigationProgress() {
  const spell = useSyncExternalStore(subscribePageLoads, pendingSpell, nothingPending);
  // The spell of waiting that has lasted the delay.
  const [slowSpell, setSlowSpell] = useState<number>();

  useEffect(() => {
    if (spell === undefined) return;
    const timer = setTimeout(() => setSlowSpell(spell), PAGE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spell]);

  return <PageProgress active={spell !== undefined && slowSpell === spell} />;
}
