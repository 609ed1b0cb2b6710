import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeRules } from '../src/routes/access';
import { PRERENDERED_PATHS } from './prerender';
import { routePages, type RoutePath } from '../src/routes/pages';

/** The lazy layout route that holds the Redux store (a manifest key, or the end of a module id). */
export const API_LAYOUT_MODULE = 'src/routes/ApiLayout.tsx';

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

/** Where the modules of start-up's steps live (main.tsx imports them dynamically, one by one). */
export const STARTUP_DIR = 'src/startup/';

/** Whether a module (an absolute id, or a key of Vite's manifest) is one of start-up's steps. */
export const isStartupModule = (id: string) =>
  id.startsWith(STARTUP_DIR) || id.includes(`/${STARTUP_DIR}`);

/**
 * The entry chunk (first), the chunks of start-up's steps, and every chunk these import
 * statically: what runs before any page does.
 */
export function entryChunks(bundle: Rolldown.OutputBundle): string[] {
  const files = closure(bundle, entryChunk(bundle).fileName, new Set());
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.facadeModuleId && isStartupModule(item.facadeModuleId)) {
      closure(bundle, item.fileName, files);
    }
  }
  return [...files];
}

/** Each route's pattern and the chunks it needs beyond the entry's, in the order of `routePages`. */
export function routeChunks(bundle: Rolldown.OutputBundle): [string, string[]][] {
  const loadedByEntry = new Set(entryChunks(bundle));
  const apiLayout = chunkFor(bundle, new RegExp(`/${API_LAYOUT_MODULE.replace(/[.]/g, '\\.')}$`));
  if (!apiLayout) throw new Error(`earlyStart: no chunk for ${API_LAYOUT_MODULE}`);
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

/** How long a prerendered screen waits for its first paint before the app loads anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * The inline start-up script, run before the body is parsed:
 * - preloads the first screen's fonts. From a script, not `<link>` tags: Chrome holds the first
 *   paint until fonts preloaded by the HTML have arrived, which would undo the prerendering;
 * - fetches config.json (main.tsx picks it up from `window.__jornadaConfig`);
 * - hides the prerendered screen (build/prerender.ts) unless it is the one being opened, for this
 *   visitor: same path, no query (`?painel=` picks another panel), and nobody logged in (who sees
 *   another header, or is sent to /home), or for a participant's page (`data-prerender-for`), a
 *   stored token (an anonymous visitor is sent to /);
 * - loads the app: preloads the entry's and the current route's chunks together (instead of the
 *   route's after the entry has run) and adds the entry's module script (`entry[0]`; the HTML has
 *   none, see `withoutScriptTags`). Under a prerendered screen it waits for the first paint
 *   (`PAINT_WAIT_MS` at most, for a tab opened in the background): the screen needs none of the
 *   JavaScript, so the paint does not share the connection or the main thread with it.
 */
export function earlyStartScript(
  routes: [string, string[]][],
  entry: string[],
  fonts: string[] = [],
): string {
  return `(function(){var r=${JSON.stringify(routes)},e=${JSON.stringify(entry)},o=${JSON.stringify(fonts)},p=location.pathname,h=document.documentElement,q=h.getAttribute('data-prerender-path'),a=h.getAttribute('data-prerender-for')==='participant',t=null;try{t=localStorage.getItem('${ACCESS_TOKEN_KEY}')}catch(x){}var s=!!q&&p.replace(/(.)\\/$/,'$1')===q&&!location.search&&(a?!!t:!t);if(q&&!s)h.setAttribute('data-prerender','off');o.forEach(function(f){var k=document.createElement('link');k.rel='preload';k.as='font';k.type='font/woff2';k.crossOrigin='anonymous';k.href='/'+f;document.head.appendChild(k)});window.__jornadaConfig=fetch('/config.json',{cache:'no-cache',headers:{Accept:'application/json'}});function l(f){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+f;document.head.appendChild(k)}function m(){var c=document.createElement('script');c.type='module';c.src='/'+e[0];document.head.appendChild(c)}var d=0;function g(){if(d)return;d=1;e.forEach(l);for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(l);break}}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',m);else m()}if(s){try{new PerformanceObserver(function(x,b){b.disconnect();setTimeout(g,0)}).observe({type:'paint',buffered:true})}catch(x){}setTimeout(g,${PAINT_WAIT_MS})}else g()})();`;
}

/**
 * The built HTML without the entry's module script and modulepreload links (the early-start
 * script adds them, after the first paint where there is a prerendered screen). Fails the build if
 * the script is not the expected entry.
 */
export function withoutScriptTags(html: string, entryFile: string): string {
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g)];
  if (scripts.length !== 1 || scripts[0]![1] !== `/${entryFile}`) {
    throw new Error(`earlyStart: expected one module script for /${entryFile} in index.html`);
  }
  return html.replace(scripts[0]![0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
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
 * Build plugin: replaces the entry's script tags by the early-start script and writes `_headers`
 * (CSP and caching rules).
 * `fonts`: the built font files (matched by name) to preload.
 */
export function earlyStart({ fonts = [] }: { fonts?: RegExp[] } = {}): Plugin {
  let script = '';
  return {
    name: 'jornada-early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return [];
        const fontFiles = Object.keys(ctx.bundle).filter((file) =>
          fonts.some((pattern) => pattern.test(file)),
        );
        script = earlyStartScript(routeChunks(ctx.bundle), entryChunks(ctx.bundle), fontFiles);
        return {
          html: withoutScriptTags(html, entryChunk(ctx.bundle).fileName),
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
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
