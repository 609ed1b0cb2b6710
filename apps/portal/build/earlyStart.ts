import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeRules } from '../src/routes/access';
import { PRERENDERED_PATHS } from './prerender';
import { routePages, type RoutePath } from '../src/routes/pages';

const API_LAYOUT = '/src/routes/ApiLayout.tsx';

/** `/campanha/:campanha` -> `^/campanha/[^/]+/?$`; `*` matches anything (tried last). */
export function routePattern(path: string): string {
  if (path === '*') return '';
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return path === '/' ? '^/$' : `^${body}/?$`;
}

function chunkFor(bundle: Rolldown.OutputBundle, suffix: RegExp): Rolldown.OutputChunk | undefined {
  return Object.values(bundle).find(
    (item): item is Rolldown.OutputChunk =>
      item.type === 'chunk' && !!item.facadeModuleId && suffix.test(item.facadeModuleId),
  );
}

function closure(bundle: Rolldown.OutputBundle, fileName: string, seen: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

function entryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk {
  const entry = Object.values(bundle).find(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
  );
  if (!entry) throw new Error('earlyStart: no entry chunk');
  return entry;
}

/** The entry chunk and the chunks it imports statically (what index.html loads). */
export const entryChunks = (bundle: Rolldown.OutputBundle): string[] => [
  ...closure(bundle, entryChunk(bundle).fileName, new Set()),
];

/** Each route's pattern and the chunks it needs beyond the entry's, in the order of `routePages`. */
export function routeChunks(bundle: Rolldown.OutputBundle): [string, string[]][] {
  const loadedByEntry = new Set(entryChunks(bundle));
  const apiLayout = chunkFor(bundle, new RegExp(`${API_LAYOUT.replace(/[.]/g, '\\.')}$`));
  if (!apiLayout) throw new Error(`earlyStart: no chunk for ${API_LAYOUT}`);
  const rows = (Object.entries(routePages) as [RoutePath, string][]).map(
    ([path, page]): [string, string[]] => {
      const pageChunk = chunkFor(bundle, new RegExp(`/src/pages/${page}/index\\.tsx?$`));
      if (!pageChunk) throw new Error(`earlyStart: no chunk for page ${page}`);
      const needed = new Set(loadedByEntry);
      if (routeRules[path].usesApi) closure(bundle, apiLayout.fileName, needed);
      closure(bundle, pageChunk.fileName, needed);
      return [routePattern(path), [...needed].filter((file) => !loadedByEntry.has(file))];
    },
  );
  // The catch-all goes last so that it only matches what nothing else did.
  return rows.sort(([a], [b]) => Number(a === '') - Number(b === ''));
}

/** The session's access-token key in localStorage (STORAGE_KEYS.accessToken of @jornada/api). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/**
 * The inline start-up script, run before the body is parsed:
 * - fetches config.json and preloads the current route's chunks while the entry is still
 *   downloading, instead of after it has run (main.tsx picks the config up from
 *   `window.__jornadaConfig`);
 * - hides the prerendered screen (build/prerender.ts) unless it is the one being opened: same
 *   path, no query (`?painel=` picks another panel) and nobody logged in (who sees another header,
 *   or is sent to /home);
 * - while a prerendered screen shows, the JavaScript is not needed for the first paint, so the
 *   preloads go at low priority (as the prerendered HTML's own script tags do) and the fonts come
 *   first; without one, the entry is preloaded at the normal priority as well;
 * - preloads the first screen's fonts. From a script, not `<link>` tags: Chrome holds the first
 *   paint until fonts preloaded by the HTML have arrived, which would undo the prerendering.
 */
export function earlyStartScript(
  routes: [string, string[]][],
  entry: string[],
  fonts: string[] = [],
): string {
  return `(function(){var r=${JSON.stringify(routes)},e=${JSON.stringify(entry)},o=${JSON.stringify(fonts)},p=location.pathname,h=document.documentElement,q=h.getAttribute('data-prerender-path'),t=null;try{t=localStorage.getItem('${ACCESS_TOKEN_KEY}')}catch(x){}var s=!!q&&p.replace(/(.)\\/$/,'$1')===q&&!location.search&&!t;if(q&&!s)h.setAttribute('data-prerender','off');o.forEach(function(f){var k=document.createElement('link');k.rel='preload';k.as='font';k.type='font/woff2';k.crossOrigin='anonymous';k.href='/'+f;document.head.appendChild(k)});window.__jornadaConfig=fetch('/config.json',{cache:'no-cache',headers:{Accept:'application/json'}});function l(f){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+f;if(s)k.fetchPriority='low';document.head.appendChild(k)}if(!s)e.forEach(l);for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(l);break}}})();`;
}

export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy the portal runs under. Styles: styled-components injects style
 * elements at run time. Images: the storage host's addresses are resolved against the portal's
 * origin (api-contract); `data:` covers inline placeholders. connect-src must list the API origins
 * when config.json points elsewhere.
 */
export function contentSecurityPolicy(inlineScriptHash: string, connectSrc = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Build plugin: injects the early-start script and writes `_headers` (CSP and caching rules).
 * `fonts`: the built font files (matched by name) to preload.
 */
export function earlyStart({ fonts = [] }: { fonts?: RegExp[] } = {}): Plugin {
  let script = '';
  return {
    name: 'jornada-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        const fontFiles = Object.keys(ctx.bundle).filter((file) =>
          fonts.some((pattern) => pattern.test(file)),
        );
        script = earlyStartScript(routeChunks(ctx.bundle), entryChunks(ctx.bundle), fontFiles);
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
    // After the HTML is written, so the script (and its hash) is final.
    writeBundle(options) {
      const headers = [
        '/*',
        `  Content-Security-Policy: ${contentSecurityPolicy(scriptHash(script))}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '/index.html',
        '  Cache-Control: no-cache',
        ...PRERENDERED_PATHS.filter((page) => page !== '/').flatMap((page) => [
          page,
          '  Cache-Control: no-cache',
          `${page}/*`,
          '  Cache-Control: no-cache',
        ]),
        '/config.json',
        '  Cache-Control: no-cache',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n');
      writeFileSync(path.join(options.dir ?? 'dist', '_headers'), headers);
    },
  };
}
