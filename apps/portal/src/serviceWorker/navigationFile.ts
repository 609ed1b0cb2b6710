import {
  PRERENDERED_ROUTES,
  ROUTE_ROWS,
  prerenderedFile,
  routePattern,
} from '../routes/routeTable';

/** The SPA's HTML: every route without a prerendered screen of its own opens from it. */
export const APP_SHELL_FILE = prerenderedFile('/');

const PRERENDERED_FILES = new Map(
  PRERENDERED_ROUTES.map(({ path }) => [path, prerenderedFile(path)] as const),
);

// The catch-all (`*`) is left out: an unknown address (the API's, the storage's, a file) goes to
// the network as it would without a service worker.
const APP_ROUTES = ROUTE_ROWS.filter(({ path }) => path !== '*').map(
  ({ path }) => new RegExp(routePattern(path)),
);

/** Whether `pathname` is one of the portal's own pages (a row of the route table). */
export const isAppPage = (pathname: string) => APP_ROUTES.some((route) => route.test(pathname));

/**
 * The built HTML file a navigation to `pathname` gets, as the static host serves it: a prerendered
 * route's own page (with or without the trailing slash), `index.html` for any other route.
 */
export function navigationFile(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_FILES.get(path) ?? APP_SHELL_FILE;
}
