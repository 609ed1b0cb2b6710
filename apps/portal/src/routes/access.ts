import { ROUTES, type RouteAccess } from './routeTable';

export const HOME_PATH = ROUTES.home.path;
export const ANONYMOUS_HOME_PATH = ROUTES.landing.path;

/** Where a guard sends the user, or `null` to show the page. */
export function accessRedirect(access: RouteAccess, loggedIn: boolean): string | null {
  if (access === 'protected' && !loggedIn) return ANONYMOUS_HOME_PATH;
  if (access === 'public-only' && loggedIn) return HOME_PATH;
  return null;
}
