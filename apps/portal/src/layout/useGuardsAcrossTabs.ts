import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { STORAGE_KEYS } from '@jornada/api';

const TOKEN_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
]);

/**
 * When another tab logs in or out, the route guards run again here: a page this tab may no
 * longer show (a protected page after "Sair" elsewhere) moves to where its guard sends it. This
 * tab's own login and logout navigate by themselves; storage events only come from other tabs.
 */
export function useGuardsAcrossTabs(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || TOKEN_KEYS.has(event.key)) void revalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [revalidate]);
}
