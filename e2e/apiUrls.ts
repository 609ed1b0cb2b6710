import { readFileSync } from 'node:fs';
import type { Config } from '../packages/api/src/contract';
import { PATHS } from '../packages/api/src/contract';

/** The runtime config the built portal ships, which the e2e server serves as it is. */
const config = JSON.parse(
  readFileSync(new URL('../apps/portal/public/config.json', import.meta.url), 'utf8'),
) as Config;

type Call = keyof typeof PATHS;

/** Whether `url` is the contract call `call`: the contact call on the public base, the rest on the private one. */
export function isCall(url: string, call: Call): boolean {
  const base = call === 'faleConosco' ? config.publicApiUrl : config.apiUrl;
  return new URL(url).pathname === `${base}${PATHS[call]}`;
}

/**
 * A URL matcher for each contract call, the same function every time, so `page.unroute` finds
 * what `page.route(routeOf.auth, …)` set.
 */
export const routeOf = Object.fromEntries(
  (Object.keys(PATHS) as Call[]).map((call) => [call, (url: URL) => isCall(url.href, call)]),
) as Record<Call, (url: URL) => boolean>;
