/**
 * What each route of the built portal loads first (gzip): the entry, start-up's steps and their
 * static imports, plus the route's page chunk and its static imports, as the build found them
 * (apps/portal/build/firstLoad.ts, left in FIRST_LOAD_FILE).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_FILE, type FirstLoad } from '../apps/portal/build/firstLoad.ts';

export const BUDGETS = { landingKb: 140, routeKb: 200, landingGoalKb: 125 } as const;

export interface RouteLoad {
  path: string;
  page: string;
  files: string[];
  gzipKb: number;
}

/** kB as Vite and toolchain.md report them (1 kB = 1000 bytes). */
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** The first loads of the last build of the portal in `portalDir`, or null if it was not built. */
export function readFirstLoad(portalDir: string): FirstLoad | null {
  try {
    return JSON.parse(readFileSync(path.join(portalDir, FIRST_LOAD_FILE), 'utf8')) as FirstLoad;
  } catch {
    return null;
  }
}

export function measureRoutes(
  distDir: string,
  { entry, routes }: FirstLoad,
): { routes: RouteLoad[]; totalJsKb: number } {
  const gzipKb = (files: string[]) =>
    kb(
      files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
        0,
      ),
    );
  const allJs = readdirSync(path.join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  return {
    routes: routes.map(({ path: routePath, page, files }) => {
      const loaded = [...entry, ...files];
      return { path: routePath, page, files: loaded, gzipKb: gzipKb(loaded) };
    }),
    totalJsKb: gzipKb(allJs),
  };
}
