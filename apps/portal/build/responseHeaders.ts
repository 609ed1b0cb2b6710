import { PRERENDERED_ROUTES } from '../src/routes/routeTable.ts';
import { SERVICE_WORKER_FILE, WEB_APP_MANIFEST_FILE } from './pwa.ts';

/**
 * What the portal's web server answers besides the files: the same for every build, so a server
 * configured once never goes stale. The one fact a build computes (the start-up script's hash)
 * travels inside the HTML it belongs to (`startupScriptPolicy`).
 */

/** Content-hashed files: cached for a year, never asked again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, config.json, sw.js, the manifest): asked again on each use. */
export const REVALIDATE = 'no-cache';
/** What the storage's files (uploads, avatars) run under: never as a page of the portal. */
export const STORAGE_POLICY = 'sandbox';

/**
 * The HTML's own policy, in a `<meta http-equiv>` before its one inline script: browsers enforce
 * it together with the server's, so scripts are the portal's files and that script alone.
 */
export const startupScriptPolicy = (scriptHash: string) => `script-src 'self' ${scriptHash}`;

/**
 * The server's Content-Security-Policy. Its `'unsafe-inline'` for scripts is narrowed by each
 * page's meta policy to the start-up script's hash (a header that named the hash would be stale
 * after the next build). Styles: styled-components injects style elements. Images: the storage's
 * addresses are resolved against the portal's origin (api-contract); `data:` and `blob:` are the
 * placeholders and the photo's preview. `origins`: the deployment's API, public API and storage
 * origins (space-separated), allowed to connect and as images.
 */
export function contentSecurityPolicy(origins = ''): string {
  const others = origins.trim() ? ` ${origins.trim()}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${others}`,
    "font-src 'self'",
    `connect-src 'self'${others}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every response of the portal's own files, `origins` as above. */
export const securityHeaders = (origins = ''): [name: string, value: string][] => [
  ['Content-Security-Policy', contentSecurityPolicy(origins)],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** The prerendered pages' paths but `/`: each is its folder's index.html (`/pre-login`, `/home`). */
export const PRERENDERED_FOLDERS = PRERENDERED_ROUTES.map(({ path }) => path).filter(
  (path) => path !== '/',
);

/**
 * `_headers`, the format static hosts such as Netlify and Cloudflare Pages read (and the demo
 * server applies): the headers above for a portal whose API is on its own origin, and the caching
 * rules. Another origin's API is added to the policy where the server is configured.
 */
export function headersFile(): string {
  const revalidated = [
    '/index.html',
    ...PRERENDERED_FOLDERS.flatMap((page) => [page, `${page}/*`]),
    '/config.json',
    // A new service worker or manifest must reach the browser's update check at once.
    `/${SERVICE_WORKER_FILE}`,
    `/${WEB_APP_MANIFEST_FILE}`,
  ];
  return [
    '/*',
    ...securityHeaders().map(([name, value]) => `  ${name}: ${value}`),
    ...revalidated.flatMap((page) => [page, `  Cache-Control: ${REVALIDATE}`]),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
  ].join('\n');
}
