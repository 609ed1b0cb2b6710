import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { isLoggedIn } from '@jornada/api';
import { RootLayout } from '../layout/RootLayout';
import { accessRedirect } from './access';
import { loadChunk } from './loadChunk';
import { ROUTE_ROWS, type RouteAccess, type RouteRow } from './routeTable';
import { RootError, RouteError } from './RouteError';

type PageModule = { default: ComponentType };

/** Each page folder's lazy chunk, by the route table's `page`. */
const pageModules = import.meta.glob<PageModule>('../pages/*/index.ts');

function pageLoader(page: string): () => Promise<PageModule> {
  const load = pageModules[`../pages/${page}/index.ts`];
  if (!load) throw new Error(`router: no src/pages/${page}/index.ts`);
  return load;
}

/** A guard as a loader: redirects before the page renders (spec, section 2). */
export function guardLoader(access: RouteAccess): LoaderFunction | undefined {
  if (access === 'open') return undefined;
  return () => {
    const to = accessRedirect(access, isLoggedIn());
    if (to) throw redirect(to);
    return null;
  };
}

/**
 * A lazy route's Component through `loadChunk` (one retry, 120 s in all). A chunk that still
 * fails resolves to a component that throws the `ChunkLoadError`, so the route's ErrorBoundary
 * shows `Tentar novamente`: react-router 7 renders nothing at all for a route whose `lazy()`
 * rejected (it keeps treating the route as not loaded yet).
 */
const lazyComponent = (importer: () => Promise<PageModule>) => async () => {
  try {
    return { Component: (await loadChunk(importer)).default };
  } catch (error) {
    return {
      Component: function ChunkFailed(): never {
        throw error;
      },
    };
  }
};

function pageRoute({ path, page, access }: RouteRow): RouteObject {
  const loader = guardLoader(access);
  return {
    path,
    ...(loader ? { loader } : {}),
    lazy: lazyComponent(pageLoader(page)),
    ErrorBoundary: RouteError,
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      // The Redux store with RTK Query lives in this lazy layout: only its pages load it.
      {
        id: 'api',
        lazy: lazyComponent(() => import('./ApiLayout')),
        ErrorBoundary: RouteError,
        children: ROUTE_ROWS.filter((row) => row.usesApi).map(pageRoute),
      },
      ...ROUTE_ROWS.filter((row) => !row.usesApi).map(pageRoute),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
