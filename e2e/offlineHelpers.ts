import { expect, type BrowserContext, type Page } from '@playwright/test';

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
