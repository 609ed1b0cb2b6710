import { CAMPAIGN_SLUGS } from '../apps/portal/src/content/campaigns/list';
import { ROUTE_ROWS, withCampaign, type RouteRow } from '../apps/portal/src/routes/routeTable';

/** An address the catch-all route answers. */
export const UNKNOWN_URL = '/nao-existe';

/** One address for a row of the route table: a sample campaign for `:campanha`. */
function sampleUrl({ path }: RouteRow): string {
  if (path === '*') return UNKNOWN_URL;
  return withCampaign(path, CAMPAIGN_SLUGS[0]!);
}

/** Every route of the portal's table, with an address to open it at. */
export const ROUTE_URLS = ROUTE_ROWS.map((row) => ({ ...row, url: sampleUrl(row) }));

export const urlsFor = (access: RouteRow['access']) =>
  ROUTE_URLS.filter((route) => route.access === access).map((route) => route.url);

export {
  ROUTES,
  PRERENDERED_ROUTES,
  campaignUrl,
  howToUrl,
  regulationUrl,
} from '../apps/portal/src/routes/routeTable';

/** A `toHaveURL` check: the page is at `path`, whatever its origin and query. */
export const at = (path: string) => (url: URL) => url.pathname === path;
