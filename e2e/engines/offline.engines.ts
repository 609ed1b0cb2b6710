import type { Page } from 'playwright-core-firefox';
import { SERVICE_WORKER_FILE, listedFiles } from '../../apps/portal/build/pwa';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../../apps/portal/src/content/campaigns/list';
import { findEngines } from '../../scripts/engines.mjs';
import { expect, test, type Deployment } from '../deploy/deployment';
import { FIRST_VISIT_KIB, kib, settled } from '../deploy/sentBytes';
import { loginTokensAt } from '../mockServer';
import { ROUTES, campaignUrl, howToUrl } from '../routeUrls';
import { keptAhead } from '../../apps/portal/src/serviceWorker/keptFiles';
import { inFirefox } from './browsers';

/**
 * The service worker in Firefox (ESR, over WebDriver BiDi), behind nginx: a first visit within
 * the budgets Chromium's has (firstVisit.deploy.ts), with and without Save-Data; what it keeps
 * then opens campaign and how-to pages with their images once the portal's server is gone.
 */

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => void findEngines());

/** `/`, then "Acessar minha conta": what nginx sent for it, once the worker is done. */
async function firstVisit(page: Page, deployment: Deployment): Promise<number> {
  await page.goto(`${deployment.url}${ROUTES.landing.path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await page.getByRole('button', { name: 'Acessar minha conta' }).click();
  await page.getByLabel('E-mail').waitFor();
  return settled(deployment);
}

/** The files the worker keeps (Workbox's precache), as paths. */
const keptFiles = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map(({ url }) => new URL(url).pathname).sort();
  });

test('Firefox ESR: one visit keeps the campaigns; their pages open with the server gone', async ({
  freshDeployment,
  request,
}) => {
  await inFirefox(async (page) => {
    await firstVisit(page, freshDeployment);
    const worker = await (await fetch(`${freshDeployment.url}/${SERVICE_WORKER_FILE}`)).text();
    const ahead = listedFiles(worker)
      .filter(keptAhead)
      .map(({ url }) => `/${url}`);
    expect(ahead.length).toBeGreaterThan(100);
    await expect
      .poll(
        async () => {
          const kept = await keptFiles(page);
          return ahead.filter((file) => !kept.includes(file));
        },
        { timeout: 60_000 },
      )
      .toEqual([]);
    // Beyond those, only what the two pages loaded (the login form's code).
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    );
    const beyond = (await keptFiles(page)).filter((file) => !ahead.includes(file));
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual([]);
    const bytes = await settled(freshDeployment);
    console.log(`Firefox ESR: a first visit keeping the campaigns, ${kib(bytes)} KiB on the wire`);
    expect(kib(bytes)).toBeLessThanOrEqual(FIRST_VISIT_KIB.all);

    // Logged in (the campaign pages are a participant's), then no server at all.
    const tokens = await loginTokensAt(request, freshDeployment.api.url);
    await page.evaluate(({ accessToken, refreshToken }) => {
      localStorage.setItem('accessToken', accessToken);
      localStorage.setItem('refreshToken', refreshToken);
    }, tokens);
    await freshDeployment.cut();
    const slug = CAMPAIGN_SLUGS[2]!;
    for (const [url, name] of [
      [campaignUrl(slug), CAMPAIGN_NAMES[slug]],
      [howToUrl(slug), undefined],
    ] as const) {
      await page.goto(`${freshDeployment.url}${url}`);
      await page.getByRole('heading', { level: 1, ...(name ? { name } : {}) }).waitFor();
      // Every image of the main content decoded, as expectImagesShown (Chromium's) has it.
      const images = await page.getByRole('main').locator('img').all();
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }
    }
  });
});

test('Firefox ESR with Save-Data: a first visit within budget, keeping only what it loaded', async ({
  freshDeployment,
}) => {
  await inFirefox(async (page) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const bytes = await firstVisit(page, freshDeployment);
    console.log(`Firefox ESR: a first visit with Save-Data, ${kib(bytes)} KiB on the wire`);
    expect(kib(bytes)).toBeLessThanOrEqual(FIRST_VISIT_KIB.saveData);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    );
    const kept = await keptFiles(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual([]);
  });
});
