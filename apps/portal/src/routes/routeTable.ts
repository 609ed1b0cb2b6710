/**
 * The portal's routes, one row each: read by the router and its guards (router.tsx), the build
 * (prerender, early-start script, `_headers`, the nginx template, the service worker's list), the
 * budgets script and the end-to-end tests. A module without imports, so that Node code can read
 * it too.
 */

/**
 * Who may see a route (spec, sections 2 and 6): `public-only` pages send a logged-in participant
 * to /home, `protected` pages send an anonymous visitor to /, `open` pages show to everyone.
 */
export type RouteAccess = 'public-only' | 'protected' | 'open';

/** Who a prerendered first screen is for: the early-start script shows it to that visitor only. */
export type PrerenderVisitor = 'anonymous' | 'participant';

export interface RouteRow {
  /** React Router's path pattern. */
  path: string;
  /** The page's folder in src/pages: its `index.ts` is the route's lazy chunk. */
  page: string;
  access: RouteAccess;
  /**
   * The page reads the API as it renders (RTK Query hooks): it renders inside the lazy layout that
   * holds the Redux store, whose chunk it loads before its first render. Pages that only send
   * forms use the lazy client instead (store/lazyApiClient.ts), and the header reads the profile
   * after its first render (store/refreshProfile.ts): neither loads RTK Query before then.
   */
  usesApi: boolean;
  /**
   * The build ships the first screen as HTML for this visitor (build/prerender.ts): only for a
   * page without parameters that looks the same to every visitor of that kind.
   */
  prerenderFor?: PrerenderVisitor;
  /**
   * When the service worker keeps the page for offline (src/serviceWorker/keptFiles.ts): `ahead`,
   * without Save-Data, before it is ever opened (the campaign content and the pages that lead to
   * it); `once-opened`, only after a visit has loaded it (the forms, which need the network).
   */
  offline: 'ahead' | 'once-opened';
}

export const ROUTES = {
  landing: {
    path: '/',
    page: 'Landing',
    access: 'public-only',
    usesApi: false,
    prerenderFor: 'anonymous',
    offline: 'ahead',
  },
  home: {
    path: '/home',
    page: 'Home',
    access: 'protected',
    usesApi: false,
    prerenderFor: 'participant',
    offline: 'ahead',
  },
  preLogin: {
    path: '/pre-login',
    page: 'PreLogin',
    access: 'public-only',
    usesApi: false,
    prerenderFor: 'anonymous',
    offline: 'once-opened',
  },
  regulamento: {
    path: '/regulamento',
    page: 'Regulamento',
    access: 'open',
    usesApi: false,
    offline: 'ahead',
  },
  faleConosco: {
    path: '/fale-conosco',
    page: 'FaleConosco',
    access: 'open',
    usesApi: false,
    offline: 'once-opened',
  },
  campaign: {
    path: '/campanha/:campanha',
    page: 'Campaign',
    access: 'protected',
    usesApi: false,
    offline: 'ahead',
  },
  howTo: {
    path: '/como-participar/:campanha',
    page: 'HowTo',
    access: 'protected',
    usesApi: false,
    offline: 'ahead',
  },
  meuPerfil: {
    path: '/meu-perfil',
    page: 'MeuPerfil',
    access: 'protected',
    usesApi: true,
    offline: 'once-opened',
  },
  cadastrarProduto: {
    path: '/cadastrar-produto',
    page: 'CadastrarProduto',
    access: 'open',
    usesApi: false,
    offline: 'once-opened',
  },
  notFound: { path: '*', page: 'NotFound', access: 'open', usesApi: false, offline: 'ahead' },
} as const satisfies Record<string, RouteRow>;

export const ROUTE_ROWS: readonly RouteRow[] = Object.values(ROUTES);

/** The routes whose first screen ships as HTML, each with the visitor it is for. */
export const PRERENDERED_ROUTES = ROUTE_ROWS.filter(
  (row): row is RouteRow & { prerenderFor: PrerenderVisitor } => row.prerenderFor !== undefined,
);

/** `/campanha/:campanha` -> `^/campanha/[^/]+/?$`; `*` matches anything (tried last). */
export function routePattern(path: string): string {
  if (path === '*') return '';
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return path === '/' ? '^/$' : `^${body}/?$`;
}

/** The built HTML file of a prerendered route, relative to dist: `/pre-login` -> `pre-login/index.html`. */
export const prerenderedFile = (urlPath: string) =>
  urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\/|\/$/g, '')}/index.html`;

/** A campaign's address on a route with `:campanha`: `/campanha/:campanha` -> `/campanha/anual`. */
export const withCampaign = (path: string, slug: string) => path.replace(':campanha', slug);

/** A campaign's page, and its `Como participar` page. */
export const campaignUrl = (slug: string) => withCampaign(ROUTES.campaign.path, slug);
export const howToUrl = (slug: string) => withCampaign(ROUTES.howTo.path, slug);

/** A campaign's section of the regulation. */
export const regulationUrl = (slug: string) => `${ROUTES.regulamento.path}#${slug}`;
