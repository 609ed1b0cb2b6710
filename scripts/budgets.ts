/**
 * What each route of the built portal loads first (gzip), from Vite's manifest: the entry chunk,
 * start-up's steps (which main.tsx imports dynamically, and the early-start script preloads with
 * the entry) and their static imports, plus the route's lazy page chunk and its static imports.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_LAYOUT_MODULE, isStartupModule } from '../apps/portal/build/earlyStart';
import { routeRules } from '../apps/portal/src/routes/access';
import { routePages } from '../apps/portal/src/routes/pages';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const BUDGETS = { landingKb: 140, routeKb: 200, landingGoalKb: 125 } as const;

export interface RouteLoad {
  path: string;
  page: string;
  files: string[];
  gzipKb: number;
}

/** kB as Vite and toolchain.md report them (1 kB = 1000 bytes). */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Chunk keys reached from `key` through static imports, `key` included. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Chunk keys that run before any page: the entry, start-up's steps, and their static imports. */
export function startupClosure(manifest: Manifest): Set<string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');
  const keys = staticClosure(manifest, entryKey);
  for (const key of Object.keys(manifest).filter(isStartupModule)) {
    staticClosure(manifest, key, keys);
  }
  return keys;
}

export function measureRoutes(distDir: string): { routes: RouteLoad[]; totalJsKb: number } {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzip = (file: string) =>
    gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
  const entry = startupClosure(manifest);
  if (!manifest[API_LAYOUT_MODULE])
    throw new Error(`No chunk for ${API_LAYOUT_MODULE} in the manifest.`);

  const routes = Object.entries(routePages).map(([routePath, page]) => {
    const pageKey = Object.keys(manifest).find((key) => key.startsWith(`src/pages/${page}/index.`));
    if (!pageKey)
      throw new Error(`Route ${routePath}: no chunk for src/pages/${page}/ in the manifest.`);
    const keys = staticClosure(manifest, pageKey, new Set(entry));
    if (routeRules[routePath as keyof typeof routeRules].usesApi)
      staticClosure(manifest, API_LAYOUT_MODULE, keys);
    const files = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    return {
      path: routePath,
      page,
      files,
      gzipKb: kb(files.reduce((sum, file) => sum + gzip(file), 0)),
    };
  });

  const assets = path.join(distDir, 'assets');
  const allJs = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && statSync(path.join(assets, file)).isFile(),
  );
  const totalJsKb = kb(allJs.reduce((sum, file) => sum + gzip(path.join('assets', file)), 0));
  return { routes, totalJsKb };
}
