import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import type { EarlyStartData } from '../src/earlyStart/earlyStart.ts';
import { ROUTES, routePattern } from '../src/routes/routeTable.ts';
import { FIRST_LOAD_FILE, firstLoad, type FirstLoad } from './firstLoad.ts';
import { startupScriptPolicy } from './responseHeaders.ts';

export { routePattern };

/** The script's data: each route's pattern and chunks (the catch-all last), the entry's, the fonts. */
export function earlyStartData({ entry, routes }: FirstLoad, fonts: string[]): EarlyStartData {
  const rows = routes.map(({ path, files }): [string, string[]] => [routePattern(path), files]);
  rows.sort(([a], [b]) => Number(a === '') - Number(b === ''));
  return { routes: rows, entry, fonts, accessPanelPath: ROUTES.preLogin.path };
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

const CHARSET = /<meta charset="UTF-8" \/>\n?/i;

/**
 * `html` with the start-up script right after `<meta charset>` (which must stay within the first
 * 1024 bytes), behind the meta policy that allows it by its hash.
 */
export function withStartupScript(html: string, script: string): string {
  if (!CHARSET.test(html))
    throw new Error('earlyStart: index.html has no <meta charset="UTF-8" />');
  const policy = startupScriptPolicy(scriptHash(script));
  return html.replace(
    CHARSET,
    (charset) =>
      `${charset}    <meta http-equiv="Content-Security-Policy" content="${policy}" />\n    <script>${script}</script>\n`,
  );
}

/**
 * Build plugin: replaces the entry's script tags by the early-start script and its meta policy,
 * and leaves the first loads for the budgets script (FIRST_LOAD_FILE).
 * `fonts`: the built font files (matched by name) to preload.
 */
export function earlyStart({ fonts = [] }: { fonts?: RegExp[] } = {}): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'jornada-early-start',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        const loads = firstLoad(ctx.bundle);
        const fontFiles = Object.keys(ctx.bundle).filter((file) =>
          fonts.some((pattern) => pattern.test(file)),
        );
        const script = await compileEarlyStart(root, earlyStartData(loads, fontFiles));
        // Only a build into the portal's own folder: a test's build elsewhere must not replace
        // the files that describe dist (the budgets would read chunks dist does not hold).
        if (!path.relative(root, outDir).startsWith('..')) {
          const loadsFile = path.join(root, FIRST_LOAD_FILE);
          mkdirSync(path.dirname(loadsFile), { recursive: true });
          writeFileSync(loadsFile, JSON.stringify(loads, null, 2));
        }
        return withStartupScript(withoutScriptTags(html, loads.entry[0]!), script);
      },
    },
  };
}
