/**
 * The portal pages of the visual review: every route at 375 and 1280 wide, logged in when its
 * access rule protects it, plus the open mobile menu on a page scrolled to its bottom.
 */
import { ROUTE_URLS } from '../e2e/routeUrls';
import type { RouteRow } from '../apps/portal/src/routes/routeTable';

/** A route of the portal's table with an address to open it at (a sample for a parameter). */
export type PortalRoute = Pick<RouteRow, 'path' | 'page' | 'access'> & { url: string };

export interface PageShot {
  /** `page-…`, so that `npm run visual:approve -- page-` approves pages only. */
  id: string;
  title: string;
  url: string;
  widths: readonly number[];
  loggedIn: boolean;
  /** Scroll to the bottom, open the mobile menu and shoot the viewport. */
  menuOpen?: boolean;
}

export const PAGE_WIDTHS = [375, 1280] as const;

const kebab = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

export function pageShots(routes: readonly PortalRoute[] = ROUTE_URLS): PageShot[] {
  const shots: PageShot[] = routes.map((route) => {
    const loggedIn = route.access === 'protected';
    return {
      id: `page-${kebab(route.page)}`,
      title: `Página › ${route.path}${loggedIn ? ' (logado)' : ''}`,
      url: route.url,
      widths: PAGE_WIDTHS,
      loggedIn,
    };
  });
  shots.push({
    id: 'page-regulamento-menu-open',
    title: 'Página › /regulamento (logado), rolada até o fim, com o menu aberto',
    url: '/regulamento',
    widths: [375],
    // The menu is the logged-in header's.
    loggedIn: true,
    menuOpen: true,
  });
  return shots;
}
