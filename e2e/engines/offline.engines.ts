import { SERVICE_WORKER_FILE, listedFiles } from '../../apps/portal/build/pwa';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../../apps/portal/src/content/campaigns/list';
import { findEngines } from '../../scripts/engines.mjs';
import { expect, test, type Deployment } from '../deploy/deployment';
import { FIRST_VISIT_KIB, kib, sentOncePerPath, settled } from '../deploy/sentBytes';
import { loginTokensAt } from '../mockServer';
import { ROUTES, campaignUrl, howToUrl } from '../routeUrls';
import { keptAhead } from '../../apps/portal/src/serviceWorker/keptFiles';
import { BROWSERS, inFirefox } from './browsers';
import { firefoxBrowsing, workerInControl, type Browsing } from './browsing';

/**
 * The service worker in Firefox (ESR, over WebDriver BiDi) and WebKitGTK (Safari's engine), behind
 * nginx: a first visit within the budgets Chromium's has (firstVisit.deploy.ts); what it keeps
 * then opens campaign and how-to pages with their images once the portal's server is gone. With
 * Save-Data in Firefox only: WebKit's driver cannot run a script before the page's own.
 */

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => void findEngines());

/** `/`, then "Acessar minha conta": what nginx sent for it, once the worker is done. */
async function firstVisit(b: Browsing, deployment: Deployment): Promise<number> {
  await b.open(`${deployment.url}${ROUTES.landing.path}`);
  await b.run(() => navigator.serviceWorker.ready.then(() => true), undefined);
  await workerInControl(b);
  await b.press('Acessar minha conta');
  await b.heading('Já possui perfil?');
  return settled(deployment);
}

/** The files the worker keeps (Workbox's precache), as paths. */
const keptFiles = (b: Browsing) =>
  b.run(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    const requests = name ? await (await caches.open(name)).keys() : [];
    return requests.map(({ url }) => new URL(url).pathname).sort();
  }, undefined);

/** The paths of every file the page has loaded. */
const loadedFiles = (b: Browsing) =>
  b.run(
    () => performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    undefined,
  );

/** Every image of the main content, each scrolled to: how many have no pixels yet. */
const imagesNotShown = (b: Browsing) =>
  b.run(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
    for (const image of images) {
      image.scrollIntoView();
      await image.decode().catch(() => undefined);
    }
    return images.length === 0 ? -1 : images.filter((image) => image.naturalWidth === 0).length;
  }, undefined);

for (const { engine, browse, httpCache } of BROWSERS)
  test(`${engine}: one visit keeps the campaigns; their pages open with the server gone`, async ({
    freshDeployment,
    request,
  }) => {
    await browse(async (b) => {
      await firstVisit(b, freshDeployment);
      const worker = await (await fetch(`${freshDeployment.url}/${SERVICE_WORKER_FILE}`)).text();
      const ahead = listedFiles(worker)
        .filter(keptAhead)
        .map(({ url }) => `/${url}`);
      expect(ahead.length).toBeGreaterThan(100);
      await expect
        .poll(
          async () => {
            const kept = await keptFiles(b);
            return ahead.filter((file) => !kept.includes(file));
          },
          { timeout: 60_000 },
        )
        .toEqual([]);
      // Beyond those, only what the two pages loaded (the login form's code).
      const loaded = await loadedFiles(b);
      const beyond = (await keptFiles(b)).filter((file) => !ahead.includes(file));
      expect(beyond.length).toBeGreaterThan(0);
      expect(beyond.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual(
        [],
      );
      const bytes = await settled(freshDeployment);
      // Without an HTTP cache, the worker fetches again what the page loaded: each file counts once.
      const counted = httpCache ? bytes : sentOncePerPath(freshDeployment);
      console.log(
        `${engine}: a first visit keeping the campaigns, ${kib(bytes)} KiB on the wire` +
          (httpCache ? '' : `, ${kib(counted)} KiB with each file counted once`),
      );
      expect(kib(counted)).toBeLessThanOrEqual(FIRST_VISIT_KIB.all);

      // Logged in (the campaign pages are a participant's), then no server at all.
      const tokens = await loginTokensAt(request, freshDeployment.api.url);
      await b.run(({ accessToken, refreshToken }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
      await freshDeployment.cut();
      const slug = CAMPAIGN_SLUGS[2]!;
      for (const url of [campaignUrl(slug), howToUrl(slug)]) {
        await b.open(`${freshDeployment.url}${url}`);
        // Both pages' h1 name the campaign.
        await expect
          .poll(() => b.run(() => document.querySelector('h1')?.textContent ?? '', undefined))
          .toContain(CAMPAIGN_NAMES[slug]);
        // Every image of the main content decoded, as expectImagesShown (Chromium's) has it.
        await expect.poll(() => imagesNotShown(b)).toBe(0);
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
    const b = firefoxBrowsing(page);
    const bytes = await firstVisit(b, freshDeployment);
    console.log(`Firefox ESR: a first visit with Save-Data, ${kib(bytes)} KiB on the wire`);
    expect(kib(bytes)).toBeLessThanOrEqual(FIRST_VISIT_KIB.saveData);
    const loaded = await loadedFiles(b);
    const kept = await keptFiles(b);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual([]);
  });
});
