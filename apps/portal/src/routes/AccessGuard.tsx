import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { STORAGE_KEYS, isLoggedIn } from '@jornada/api';
import { onOtherTabsStorage } from '../session/otherTabs';
import { accessRedirect } from './access';
import type { RouteAccess } from './routeTable';

const TOKEN_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
]);

/** Logins and logouts of other tabs; this tab's own navigate by themselves. */
const subscribeToOtherTabs = (listener: () => void) => onOtherTabsStorage(TOKEN_KEYS, listener);

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
