import type { RoutePath } from './pages';

/**
 * Who may see a route (spec, sections 2 and 6): `public-only` pages send a logged-in participant
 * to /home, `protected` pages send an anonymous visitor to /, `open` pages show to everyone.
 */
export type RouteAccess = 'public-only' | 'protected' | 'open';

export interface RouteRule {
  access: RouteAccess;
  /**
   * The page reads the API as it renders (RTK Query hooks, or a logged-in page's data): it renders
   * inside the lazy layout that holds the Redux store. Pages that only send forms use the lazy
   * client instead (store/lazyApiClient.ts) and load no RTK Query until then.
   */
  usesApi: boolean;
}

export const routeRules: Readonly<Record<RoutePath, RouteRule>> = {
  '/': { access: 'public-only', usesApi: false },
  '/home': { access: 'protected', usesApi: true },
  '/pre-login': { access: 'public-only', usesApi: false },
  '/regulamento': { access: 'open', usesApi: false },
  '/fale-conosco': { access: 'open', usesApi: false },
  '/campanha/:campanha': { access: 'protected', usesApi: true },
  '/como-participar/:campanha': { access: 'protected', usesApi: true },
  '/meu-perfil': { access: 'protected', usesApi: true },
  '/cadastrar-produto': { access: 'open', usesApi: false },
  '*': { access: 'open', usesApi: false },
};

export const HOME_PATH = '/home';
export const ANONYMOUS_HOME_PATH = '/';

/** Where a guard sends the user, or `null` to show the page. */
export function accessRedirect(access: RouteAccess, loggedIn: boolean): string | null {
  if (access === 'protected' && !loggedIn) return ANONYMOUS_HOME_PATH;
  if (access === 'public-only' && loggedIn) return HOME_PATH;
  return null;
}
