import { expect, type BrowserContext, type Page } from '@playwright/test';
import { SERVICE_WORKER_FILE } from '../apps/portal/build/pwa';
import { CONTENT_CACHE, isContentFile } from '../apps/portal/src/serviceWorker/contentCache';

/**
 * Cuts the connection: the page's network (`setOffline`) and the service worker's too (the route
 * aborts its requests, which `setOffline` leaves through).
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

/** Once the service worker has installed (precached everything) and controls the page. */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The artwork files the worker keeps apart from the precache (contentCache.ts), as paths. */
export const cachedArtwork = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, CONTENT_CACHE);

/** The artwork among the files the build lists for the worker, as paths. */
async function listedArtwork(page: Page): Promise<string[]> {
  const worker = await (
    await page.request.get(new URL(`/${SERVICE_WORKER_FILE}`, page.url()).href)
  ).text();
  const list = /\[\{"revision":[^\]]*\]/.exec(worker)?.[0] ?? '[]';
  return (JSON.parse(list) as { url: string }[]).map(({ url }) => `/${url}`).filter(isContentFile);
}

/**
 * Once the page (without Save-Data) has had the worker cache every campaign's artwork: from then
 * on every campaign, how-to and regulation page opens offline with its images.
 */
export async function everyArtworkCached(page: Page): Promise<void> {
  const listed = (await listedArtwork(page)).sort();
  expect(listed.length).toBeGreaterThan(60);
  await expect.poll(async () => (await cachedArtwork(page)).sort()).toEqual(listed);
}
