import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { PageProgress } from '@jornada/ui';

/** How long a navigation may take before the bar shows: a fast one shows nothing. */
const PAGE_PROGRESS_DELAY_MS = 300;

/** The page progress bar while a navigation (a lazy page's chunk, a guard) takes longer than 300 ms. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const pendingKey = navigation.state === 'loading' ? navigation.location.key : undefined;
  // The navigation that has been pending for the delay, by its location's key.
  const [slowKey, setSlowKey] = useState<string>();

  useEffect(() => {
    if (pendingKey === undefined) return;
    const timer = setTimeout(() => setSlowKey(pendingKey), PAGE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingKey]);

  return <PageProgress active={pendingKey !== undefined && slowKey === pendingKey} />;
}
