import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SERVICE_WORKER_FILE, listedFiles as listedIn } from '../apps/portal/build/pwa';
import { keptAhead, type ListedFile } from '../apps/portal/src/serviceWorker/keptFiles';

/**
 * Cuts the connection: the page's network (`setOffline`) and the service worker's too (the route
 * aborts its requests, which `setOffline` leaves through).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** Once the service worker has installed and controls the page (what it keeps: keptFiles.ts). */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The built images (artwork) among files, as the build names them in `assets/`. */
export const isArtwork = (path: string): boolean =>
  /^\/assets\/[^?#]+\.(?:svg|png|webp|jpe?g|avif|gif)$/.test(path);

/** The files the worker keeps for offline (Workbox's precache), as paths. */
export const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });

/** Every file the build lists for the worker, as paths, with the mark of those kept once opened. */
export async function listedFiles(page: Page): Promise<(ListedFile & { path: string })[]> {
  const worker = await (
    await page.request.get(new URL(`/${SERVICE_WORKER_FILE}`, page.url()).href)
  ).text();
  return listedIn(worker).map((entry) => ({ ...entry, path: `/${entry.url}` }));
}

/**
 * Once the page (without Save-Data) has had the worker keep every file it keeps ahead: from then
 * on every campaign, how-to and regulation page opens offline with its images. Returns the kept
 * files.
 */
export async function aheadKept(page: Page): Promise<string[]> {
  const ahead = (await listedFiles(page)).filter(keptAhead).map(({ path }) => path);
  expect(ahead.filter(isArtwork).length).toBeGreaterThan(60);
  await expect
    .poll(async () => {
      const kept = await keptFiles(page);
      return ahead.filter((file) => !kept.includes(file));
    })
    .toEqual([]);
  return keptFiles(page);
}
