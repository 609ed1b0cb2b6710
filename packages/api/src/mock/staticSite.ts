/**
 * The one static file server of the repository (sirv, compressed by `compression`): the built
 * portal behind the mock API (`npm start`, e2e, Lighthouse), Storybook for the visual review and
 * the Lighthouse floor page.
 */
import compression from 'compression';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

type HeaderRules = [pattern: string, headers: [name: string, value: string][]][];

/**
 * Parses a `_headers` file (the format static hosts such as Netlify and Cloudflare Pages read): a
 * path pattern on its own line, then indented `Name: value` lines.
 */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push([line.trim(), []]);
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0)
      rule[1].push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/assets/*` matches what starts with `/assets/`; any other pattern is one path. */
const matches = (pattern: string, urlPath: string) =>
  pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;

/** The site's own `_headers`, read on each request: a rebuild changes the CSP's script hash. */
function headerRules(root: string): HeaderRules {
  try {
    return parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch {
    return [];
  }
}

export type SiteHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Serves the built site in `root` as a static host would, to GET and HEAD:
 * - a file as it is; a folder's `index.html` for the folder's path, with or without the slash
 *   (the prerendered pages); `index.html` for any other path without an extension (the SPA);
 * - the headers of the site's `_headers` rules that match the path (CSP, caching), over
 *   `Cache-Control: no-cache` with an ETag for everything else;
 * - text compressed (gzip or brotli, as the browser asks).
 * Calls `next` for anything else (another method, a missing file with an extension).
 */
export function createStaticSite(root: string): SiteHandler {
  const dir = path.resolve(root);
  // dev: look files up on each request, so a rebuild under a running server is served.
  const files = sirv(dir, {
    dev: true,
    etag: true,
    single: true,
    setHeaders: (res, pathname) => {
      for (const [pattern, headers] of headerRules(dir)) {
        if (matches(pattern, pathname))
          for (const [name, value] of headers) res.setHeader(name, value);
      }
    },
  });
  const compress = compression({ threshold: 0 }) as unknown as SiteHandler;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    compress(req, res, () => files(req, res, next));
  };
}

export interface StaticServer {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  close: () => Promise<void>;
}

/** Serves `root` alone (`createStaticSite`, 404 for the rest) on 127.0.0.1 at a free port. */
export async function startStaticServer(root: string): Promise<StaticServer> {
  const site = createStaticSite(root);
  const server = createServer((req, res) =>
    site(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
