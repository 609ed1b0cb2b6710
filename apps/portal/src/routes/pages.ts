/**
 * Route path -> page module folder (src/pages/<Page>). Pure data: the router builds its lazy
 * routes from it and the budgets script measures each page's first load from it.
 */
export const routePages = {
  '/': 'Landing',
  '*': 'NotFound',
} as const;

export type RoutePath = keyof typeof routePages;
export type PageName = (typeof routePages)[RoutePath];
