import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import type { EarlyStartData } from '../src/earlyStart/earlyStart.ts';
import { PRERENDERED_ROUTES, routePattern } from '../src/routes/routeTable.ts';
import { CSP_ORIGINS_VARIABLE, cspOrigins } from './cspOrigins.ts';
import { FIRST_LOAD_FILE, firstLoad, type FirstLoad } from './firstLoad.ts';
import { SERVICE_WORKER_FILE, WEB_APP_MANIFEST_FILE } from './pwa.ts';

export { routePattern };

/** The script's data: each route's pattern and chunks (the catch-all last), the entry's, the fonts. */
export function earlyStartData({ entry, routes }: FirstLoad, fonts: string[]): EarlyStartData {
  const rows = routes.map(({ path, files }): [string, string[]] => [routePattern(path), files]);
  rows.sort(([a], [b]) => Number(a === '') - Number(b === ''));
  return { routes: rows, entry, fonts };
}

/** src/earlyStart compiled with `data`: one minified IIFE, for an inline script. */
export async function compileEarlyStart(root: string, data: EarlyStartData): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { EARLY_START_DATA: JSON.stringify(data) },
    build: {
      write: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      // Vite requires a name for an IIFE; the script exports nothing, so it declares no global.
      lib: { entry: 'src/earlyStart/index.ts', formats: ['iife'], name: 'jornadaEarlyStart' },
    },
  });
  const [chunk] = (output as Rolldown.RolldownOutput[])[0]!.output;
  return chunk.code.trim();
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

const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy the portal runs under. Styles: styled-components injects style
 * elements at run time. Images: the storage host's addresses are resolved against the portal's
 * origin (api-contract); `data:` covers inline placeholders. `origins`: the deployment's API and
 * storage origins when config.json points elsewhere (`cspOrigins`), allowed to connect and as images.
 */
export function contentSecurityPolicy(
  inlineScriptHash: string,
  origins: readonly string[] = [],
): string {
  const others = origins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHash}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${others}`,
    "font-src 'self'",
    `connect-src 'self'${others}`,
    // The service worker (sw.js, same origin).
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Build plugin: replaces the entry's script tags by the early-start script, writes `_headers`
 * (CSP and caching rules) and leaves the first loads for the budgets script (FIRST_LOAD_FILE).
 * `fonts`: the built font files (matched by name) to preload.
 */
export function earlyStart({ fonts = [] }: { fonts?: RegExp[] } = {}): Plugin {
  let root = '';
  let outDir = '';
  let script = '';
  let origins: string[] = [];
  return {
    name: 'jornada-early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      // Before bundling, so a wrong value fails the build at once.
      origins = cspOrigins(process.env[CSP_ORIGINS_VARIABLE]);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return [];
        const loads = firstLoad(ctx.bundle);
        const fontFiles = Object.keys(ctx.bundle).filter((file) =>
          fonts.some((pattern) => pattern.test(file)),
        );
        script = await compileEarlyStart(root, earlyStartData(loads, fontFiles));
        // Only a build into the portal's own folder: a test's build elsewhere must not replace
        // the file that describes dist (the budgets would read chunks dist does not hold).
        if (!path.relative(root, outDir).startsWith('..')) {
          const loadsFile = path.join(root, FIRST_LOAD_FILE);
          mkdirSync(path.dirname(loadsFile), { recursive: true });
          writeFileSync(loadsFile, JSON.stringify(loads, null, 2));
        }
        return {
          html: withoutScriptTags(html, loads.entry[0]!),
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
    // After the HTML is written, so the script (and its hash) is final.
    writeBundle(options) {
      const headers = [
        '/*',
        `  Content-Security-Policy: ${contentSecurityPolicy(scriptHash(script), origins)}`,
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '/index.html',
        '  Cache-Control: no-cache',
        ...PRERENDERED_ROUTES.filter((row) => row.path !== '/').flatMap(({ path: page }) => [
          page,
          '  Cache-Control: no-cache',
          `${page}/*`,
          '  Cache-Control: no-cache',
        ]),
        '/config.json',
        '  Cache-Control: no-cache',
        // A new service worker or manifest must reach the browser's update check at once.
        `/${SERVICE_WORKER_FILE}`,
        '  Cache-Control: no-cache',
        `/${WEB_APP_MANIFEST_FILE}`,
        '  Cache-Control: no-cache',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n');
      writeFileSync(path.join(options.dir ?? 'dist', '_headers'), headers);
    },
  };
}
