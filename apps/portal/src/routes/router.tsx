import type { ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isLoggedIn } from '@jornada/api';
import { RootLayout } from '../layout/RootLayout';
import { afterLoadWhenIdle } from '../startup/afterLoadWhenIdle';
import { saveData } from '../startup/saveData';
import { AccessGuard } from './AccessGuard';
import { accessRedirect } from './access';
import { lazyChunk, type ChunkModule } from './lazyChunk';
import { setPagePrefetch } from './prefetchPages';
import { RootError, RouteError } from './RouteError';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTE_ROWS, type RouteRow } from './routeTable';

/** Each page folder's lazy chunk, by the route table's `page`. */
const pageModules = import.meta.glob<ChunkModule<object>>('../pages/*/index.ts');

function pageChunk(page: string) {
  const load = pageModules[`../pages/${page}/index.ts`];
  if (!load) throw new Error(`router: no src/pages/${page}/index.ts`);
  return lazyChunk(load);
}

// The Redux store with RTK Query lives in this lazy chunk: only the pages that use it load it.
const apiLayout = lazyChunk<{ children: ReactNode }>(() => import('./ApiLayout'));

const pages = ROUTE_ROWS.map((row) => ({ path: row.path, row, ...pageChunk(row.page) }));
type Page = (typeof pages)[number];

/** A route's page behind its guard, the API layout around it if it needs one. */
function PageRoute({ page: { row, Component } }: { page: Page }) {
  const { pathname } = useLocation();
  const content = row.usesApi ? (
    <apiLayout.Component>
      <Component />
    </apiLayout.Component>
  ) : (
    <Component />
  );
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<RouteError />}>
      <AccessGuard access={row.access}>{content}</AccessGuard>
    </RouteErrorBoundary>
  );
}

function RootRoute() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={<RootError />}>
      <RootLayout />
    </RouteErrorBoundary>
  );
}

const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: pages.map((page) => ({ path: page.path, element: <PageRoute page={page} /> })),
  },
];

/** Every page of the route table, inside the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

// Save-Data: a page nobody opens costs nothing.
setPagePrefetch((paths) => {
  if (saveData()) return;
  const chunks = new Set(paths.map(pageAt));
  afterLoadWhenIdle(() => chunks.forEach((page) => page.prefetch()));
});

/** The route table's row of an address, matched as the router matches it. */
export function routeRowAt(pathname: string): RouteRow {
  return pageAt(pathname).row;
}

/** Whether the page at `pathname` can render now: its chunks (and the API layout's) have arrived. */
export function pageReady(pathname: string): boolean {
  const page = pageAt(pathname);
  return page.loaded() && (!page.row.usesApi || apiLayout.loaded());
}

function pageAt(pathname: string): Page {
  const page = matchRoutes(pages, pathname)?.[0]?.route;
  if (!page) throw new Error(`router: nothing matches ${pathname}`);
  return page;
}

/**
 * Before the first render: the address becomes the one the guards send this visitor to, and its
 * chunks are loaded, so that the first render is the page (a chunk that failed shows its error).
 */
export async function routerReady(): Promise<void> {
  let page = pageAt(window.location.pathname);
  const to = accessRedirect(page.row.access, isLoggedIn());
  if (to) {
    window.history.replaceState(null, '', to);
    page = pageAt(to);
  }
  await Promise.all([page.preload(), page.row.usesApi && apiLayout.preload()]);
}
