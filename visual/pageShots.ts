/**
 * The portal pages of the visual review: every route at 375 and 1280 wide, logged in when its
 * access rule protects it, plus the open mobile menu on a page scrolled to its bottom.
 */
import { CAMPAIGN_SLUGS } from '../apps/portal/src/content/slugs';
import { routeRules, type RouteAccess } from '../apps/portal/src/routes/access';
import { routePages, type RoutePath } from '../apps/portal/src/routes/pages';

export interface PortalRoute {
  path: string;
  page: string;
  access: RouteAccess;
}

/** The portal's routes: the one place that knows where the route table lives. */
export function portalRoutes(): PortalRoute[] {
  return (Object.keys(routePages) as RoutePath[]).map((path) => ({
    path,
    page: routePages[path],
    access: routeRules[path].access,
  }));
}

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
/** A path that no route matches, for the catch-all page. */
export const UNKNOWN_PATH = '/pagina-inexistente';
const PARAM_SAMPLES: Record<string, string> = { campanha: CAMPAIGN_SLUGS[0] };

/** `/como-participar/:campanha` → `/como-participar/anual`; the catch-all → UNKNOWN_PATH. */
export function sampleUrl(path: string): string {
  if (path === '*') return UNKNOWN_PATH;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const sample = PARAM_SAMPLES[name];
    if (sample === undefined) throw new Error(`No sample value for :${name} in ${path}.`);
    return sample;
  });
}

const kebab = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

export function pageShots(routes: PortalRoute[] = portalRoutes()): PageShot[] {
  const shots: PageShot[] = routes.map((route) => {
    const loggedIn = route.access === 'protected';
    return {
      id: `page-${kebab(route.page)}`,
      title: `Página › ${route.path}${loggedIn ? ' (logado)' : ''}`,
      url: sampleUrl(route.path),
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
