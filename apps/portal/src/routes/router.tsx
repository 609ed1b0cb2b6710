import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { isLoggedIn } from '@jornada/api';
import { RootLayout } from '../layout/RootLayout';
import { accessRedirect, routeRules, type RouteAccess } from './access';
import { loadChunk } from './loadChunk';
import { routePages, type PageName, type RoutePath } from './pages';
import { RootError, RouteError } from './RouteError';

type PageModule = { default: ComponentType };

const pageLoaders: Record<PageName, () => Promise<PageModule>> = {
  Landing: () => import('../pages/Landing'),
  Home: () => import('../pages/Home'),
  PreLogin: () => import('../pages/PreLogin'),
  Regulamento: () => import('../pages/Regulamento'),
  FaleConosco: () => import('../pages/FaleConosco'),
  Campaign: () => import('../pages/Campaign'),
  HowTo: () => import('../pages/HowTo'),
  MeuPerfil: () => import('../pages/MeuPerfil'),
  CadastrarProduto: () => import('../pages/CadastrarProduto'),
  NotFound: () => import('../pages/NotFound'),
};

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
 * A lazy route's Component through `loadChunk` (one retry, 120 s timeout). A chunk that still
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

function pageRoute(path: RoutePath, page: PageName): RouteObject {
  const loader = guardLoader(routeRules[path].access);
  return {
    path,
    ...(loader ? { loader } : {}),
    lazy: lazyComponent(pageLoaders[page]),
    ErrorBoundary: RouteError,
  };
}

const entries = Object.entries(routePages) as [RoutePath, PageName][];
const apiPages = entries.filter(([path]) => routeRules[path].usesApi);
const plainPages = entries.filter(([path]) => !routeRules[path].usesApi);

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
        children: apiPages.map(([path, page]) => pageRoute(path, page)),
      },
      ...plainPages.map(([path, page]) => pageRoute(path, page)),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
