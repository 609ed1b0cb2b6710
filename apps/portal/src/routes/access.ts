import type { RoutePath } from './pages';

/**
 * Who may see a route (spec, sections 2 and 6): `public-only` pages send a logged-in participant
 * to /home, `protected` pages send an anonymous visitor to /, `open` pages show to everyone.
 */
export type RouteAccess = 'public-only' | 'protected' | 'open';

export interface RouteRule {
  access: RouteAccess;
  /**
   * The page reads the API as it renders (RTK Query hooks): it renders inside the lazy layout that
   * holds the Redux store, whose chunk it loads before its first render. Pages that only send
   * forms use the lazy client instead (store/lazyApiClient.ts), and the header reads the profile
   * after its first render (store/refreshProfile.ts): neither loads RTK Query before then.
   */
  usesApi: boolean;
}

export const routeRules: Readonly<Record<RoutePath, RouteRule>> = {
  '/': { access: 'public-only', usesApi: false },
  '/home': { access: 'protected', usesApi: false },
  '/pre-login': { access: 'public-only', usesApi: false },
  '/regulamento': { access: 'open', usesApi: false },
  '/fale-conosco': { access: 'open', usesApi: false },
  '/campanha/:campanha': { access: 'protected', usesApi: false },
  '/como-participar/:campanha': { access: 'protected', usesApi: false },
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
