/**
 * What each route of the built portal loads first (gzip): the entry, start-up's steps and their
 * static imports, plus the route's page chunk and its static imports, as the build found them
 * (apps/portal/build/firstLoad.ts, left in FIRST_LOAD_FILE). And what the service worker keeps
 * ahead for offline, as a server sends it (brotli).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_FILE, type FirstLoad } from '../apps/portal/build/firstLoad.ts';
import { SERVICE_WORKER_FILE, listedFiles } from '../apps/portal/build/pwa.ts';
import { keptAhead } from '../apps/portal/src/serviceWorker/keptFiles.ts';

export const BUDGETS = {
  landingKb: 140,
  routeKb: 200,
  landingGoalKb: 125,
  keptAheadKib: 300,
} as const;

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

/**
 * The files the service worker keeps ahead for offline (a participant without Save-Data fetches
 * them after a first visit), in KiB as nginx sends them: a file's `.br` copy where the build wrote
 * one.
 */
export function measureKeptAhead(distDir: string): { files: number; kib: number } {
  const worker = readFileSync(path.join(distDir, SERVICE_WORKER_FILE), 'utf8');
  const ahead = listedFiles(worker).filter(keptAhead);
  const sent = (file: string) => {
    const brotli = path.join(distDir, `${file}.br`);
    return readFileSync(existsSync(brotli) ? brotli : path.join(distDir, file)).length;
  };
  const bytes = ahead.reduce((sum, { url }) => sum + sent(url), 0);
  return { files: ahead.length, kib: Math.round(bytes / 102.4) / 10 };
}
