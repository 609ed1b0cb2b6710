import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadChunk } from './loadChunk';
import { routePages, type PageName } from './pages';

const pageLoaders: Record<PageName, () => Promise<{ default: React.ComponentType }>> = {
  Landing: () => import('../pages/Landing'),
  NotFound: () => import('../pages/NotFound'),
};

const routes: RouteObject[] = Object.entries(routePages).map(([path, page]) => ({
  path,
  lazy: async () => ({ Component: (await loadChunk(pageLoaders[page])).default }),
}));

export const router = createBrowserRouter(routes);
