import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeRules } from '../src/routes/access';
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

/** Each route's pattern and the chunks it needs beyond the entry's, in the order of `routePages`. */
export function routeChunks(bundle: Rolldown.OutputBundle): [string, string[]][] {
  const entry = Object.values(bundle).find(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk' && item.isEntry,
  );
  if (!entry) throw new Error('earlyStart: no entry chunk');
  const loadedByEntry = closure(bundle, entry.fileName, new Set());
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

/**
 * The inline start-up script: fetches config.json and preloads the current route's chunks while
 * the entry is still downloading, instead of after it has run (main.tsx picks the config up from
 * `window.__jornadaConfig`).
 */
export function earlyStartScript(routes: [string, string[]][]): string {
  return `(function(){var r=${JSON.stringify(routes)},p=location.pathname;window.__jornadaConfig=fetch('/config.json',{cache:'no-cache',headers:{Accept:'application/json'}});for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;document.head.appendChild(l)});break}}})();`;
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

/** Build plugin: injects the early-start script and writes `_headers` (CSP and caching rules). */
export function earlyStart(): Plugin {
  let script = '';
  return {
    name: 'jornada-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        script = earlyStartScript(routeChunks(ctx.bundle));
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
