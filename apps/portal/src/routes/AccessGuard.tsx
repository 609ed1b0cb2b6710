import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { STORAGE_KEYS, isLoggedIn } from '@jornada/api';
import { accessRedirect } from './access';
import type { RouteAccess } from './routeTable';

const TOKEN_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
]);

/** Logins and logouts of other tabs; this tab's own navigate by themselves. */
function subscribeToOtherTabs(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || TOKEN_KEYS.has(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * A route's guard (spec, section 2): the page renders only for whom its access rule allows; anyone
 * else is sent where `accessRedirect` says, before the page (or its chunk) loads. It runs again on
 * each navigation and when another tab logs in or out.
 */
export function AccessGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const loggedIn = useSyncExternalStore(subscribeToOtherTabs, isLoggedIn, isLoggedIn);
  const to = accessRedirect(access, loggedIn);
  return to ? <Navigate to={to} replace /> : children;
}
