import type { IncomingMessage } from 'node:http';

/** How long a browser may keep a preflight's answer: one preflight per call shape in a visit. */
export const CORS_MAX_AGE_SECONDS = 600;

/** The paths a portal on another origin calls: the API, the public API and the storage. */
export const CROSS_ORIGIN_PATH = /^\/(?:api|public-api|uploads|avatars)\//;

/**
 * The CORS headers for `req` when it comes from one of `origins`, on every answer of those paths,
 * refusals and errors included (without them the browser hides the answer's lines). No headers
 * for another origin: the browser then refuses to hand the answer to its page.
 */
export function corsHeaders(
  req: IncomingMessage,
  pathname: string,
  origins: readonly string[],
): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !CROSS_ORIGIN_PATH.test(pathname) || !origins.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
  };
}
