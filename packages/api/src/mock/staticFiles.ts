import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
};

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath === '/' || urlPath.endsWith('.html') || urlPath === '/config.json') return 'no-cache';
  return 'public, max-age=3600';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Text files are sent gzipped, as any real host or CDN would (budgets and Lighthouse see that). */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/i;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

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

const matches = (pattern: string, urlPath: string) =>
  pattern.endsWith('*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;

/** The built portal's `_headers` (CSP, caching), so the demo and the e2e tests run under them. */
function headerRules(root: string): HeaderRules {
  const file = path.join(root, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  urlPath: string,
  rules: HeaderRules = [],
): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', contentTypeOf(file));
  res.setHeader('Cache-Control', cacheControl(urlPath));
  for (const [pattern, headers] of rules) {
    if (matches(pattern, urlPath)) for (const [name, value] of headers) res.setHeader(name, value);
  }
  res.setHeader('Vary', 'Accept-Encoding');
  const gzip =
    COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (gzip) res.end(gzipped(file));
  else createReadStream(file).pipe(res);
}

/**
 * Serves `root` as a single-page app: existing files as they are, a folder's `index.html` for its
 * path, `index.html` for unknown paths that do not look like files. Returns false when nothing was served.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false;
  }
  const base = path.resolve(root);
  const file = path.resolve(base, `.${urlPath}`);
  if (file !== base && !file.startsWith(base + path.sep)) return false;
  if (urlPath !== '/' && (await isFile(file))) {
    sendFile(req, res, file, urlPath, headerRules(base));
    return true;
  }
  // A prerendered page (`/pre-login` -> pre-login/index.html), as static hosts serve folders.
  const folderIndex = path.join(file, 'index.html');
  if (urlPath !== '/' && path.extname(urlPath) === '' && (await isFile(folderIndex))) {
    sendFile(req, res, folderIndex, `${urlPath.replace(/\/$/, '')}/index.html`, headerRules(base));
    return true;
  }
  const index = path.join(base, 'index.html');
  if (path.extname(urlPath) === '' && (await isFile(index))) {
    sendFile(req, res, index, '/index.html', headerRules(base));
    return true;
  }
  return false;
}
