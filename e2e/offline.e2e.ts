import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { CAMPAIGN_SLUGS } from '../apps/portal/src/content/campaigns/list';
import { campaignUrl, howToUrl } from '../apps/portal/src/routes/routeTable';
import { OFFLINE_MESSAGE, UPDATE_ACTION, UPDATE_MESSAGE } from '../packages/ui/src/copy';
import { expectImagesShown, expectLivePage } from './livePage';
import {
  aheadKept,
  isArtwork,
  keptFiles,
  goOffline,
  listedFiles,
  serviceWorkerInCharge,
} from './offlineHelpers';
import { keptAhead } from '../apps/portal/src/serviceWorker/keptFiles';
import { ROUTES } from './routeUrls';
import { logIn } from './session';
import { withSaveData } from './saveData';

// What the service worker does offline is this spec's subject (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Chromium's emulation leaves `navigator.onLine` true in a document the service worker served
 * while offline (a real phone says false); switching it off and on again, with the route still
 * cutting every request, makes the new document see it.
 */
async function offlineAgain(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** The participant's header: the profile menu, no LOGIN link (nobody logged out offline). */
async function expectParticipantHeader(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
}

test.describe('offline, after one online visit', () => {
  test('campaign, how-to and regulation pages open with their images, the banner shows, the participant stays in', async ({
    page,
    context,
  }) => {
    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
    await logIn(page);
    await page.goto(ROUTES.home.path);
    await expectLivePage(page);
    await expectParticipantHeader(page);
    await serviceWorkerInCharge(page);
    // A private call made while the worker is in charge.
    const profile = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken') ?? '';
      const response = await fetch('/api/participante', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    });
    expect(profile).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE })).toHaveCount(0);
    // The page has had every campaign's artwork cached, not only what it showed; the forms' code
    // only if a page loaded it (Meu perfil's was not).
    const kept = await aheadKept(page);
    const onceOpened = (await listedFiles(page)).filter((entry) => !keptAhead(entry));
    expect(onceOpened.map(({ path }) => path)).toContainEqual(
      expect.stringMatching(/\/MeuPerfil-/),
    );
    expect(onceOpened.filter(({ path }) => kept.includes(path) && !loaded.includes(path))).toEqual(
      [],
    );
    expect(kept.filter((file) => /\/MeuPerfil-/.test(file))).toEqual([]);

    await goOffline(context);
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_MESSAGE });
    // The page already open says so at once.
    await expect(banner).toBeVisible();

    // A campaign, a how-to page never opened before and the regulation, each opened anew.
    const pages = [
      campaignUrl(CAMPAIGN_SLUGS[1]!),
      howToUrl(CAMPAIGN_SLUGS[CAMPAIGN_SLUGS.length - 1]!),
      ROUTES.regulamento.path,
    ];
    for (const url of pages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLivePage(page);
      await offlineAgain(context);
      await expect(banner).toBeVisible();
      await expectParticipantHeader(page);
      await expectImagesShown(page);
    }
    const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(stored).not.toBeNull();

    // config.json is kept for offline; the API's answers (the profile read online) never are.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/config.json');
    expect(cached.filter((url) => /^\/(api|public-api)\//.test(url))).toEqual([]);

    await context.unrouteAll();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('offline with Save-Data on', () => {
  test.beforeEach(({ page }) => withSaveData(page));

  test('only what the pages opened loaded is kept, and those pages open offline', async ({
    page,
    context,
  }) => {
    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
    await logIn(page);
    await page.goto(ROUTES.home.path);
    await expectLivePage(page);
    await serviceWorkerInCharge(page);
    // Past the idle time a page without Save-Data would have asked for everything in.
    await page.waitForTimeout(3_000);
    const keptOnHome = await keptFiles(page);
    expect(keptOnHome.length).toBeGreaterThan(0);

    const opened = howToUrl(CAMPAIGN_SLUGS[1]!);
    await page.goto(opened);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLivePage(page);
    await expectImagesShown(page);
    const onPage = await page
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => new URL((image as HTMLImageElement).currentSrc).pathname),
      );
    // What the how-to page showed (artwork /home did not) is kept, as it was fetched.
    const shownArtwork = onPage.filter(isArtwork);
    expect(shownArtwork.filter((file) => !keptOnHome.includes(file))).not.toEqual([]);
    await expect
      .poll(async () => {
        const kept = await keptFiles(page);
        return shownArtwork.filter((file) => !kept.includes(file));
      })
      .toEqual([]);
    const kept = await keptFiles(page);
    // Nothing the participant did not open was fetched for them: each kept file was loaded by a
    // page (the HTML of a page the app shell served stands for its address).
    expect(kept.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual([]);

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectLivePage(page);
    await expectImagesShown(page);
  });
});

test.describe('a new version', () => {
  // The server reads its worker's copy of dist on each request: the test deploys a next version
  // by changing sw.js in place (a byte more is a new worker to the browser) and puts it back
  // afterwards. Playwright's routes do not see the browser's update check of the worker script.
  let workerFile = '';
  let deployed = '';
  test.beforeEach(({ portalDir }) => {
    workerFile = path.join(portalDir, 'sw.js');
    deployed = readFileSync(workerFile, 'utf8');
  });
  // After a skipped test (the desktop project) nothing was read: nothing to put back.
  test.afterEach(() => {
    if (deployed) writeFileSync(workerFile, deployed);
  });

  /** Deploys a next build in which each of `files` has a new revision; the page finds it. */
  async function deployNextBuild(page: Page, files: string[]): Promise<void> {
    const next = files.reduce(
      (worker, file) =>
        worker.replace(
          new RegExp(`"revision":"[^"]+","url":"${file}"`),
          `"revision":"next","url":"${file}"`,
        ),
      deployed,
    );
    expect(next.match(/"revision":"next"/g)).toHaveLength(files.length);
    writeFileSync(workerFile, next);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(page.getByRole('status').filter({ hasText: UPDATE_MESSAGE })).toBeVisible();
  }

  /** The worker's precache keys: each kept file's path with its revision query. */
  const precacheKeys = (page: Page) =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      const requests = name ? await (await caches.open(name)).keys() : [];
      return requests.map(({ url }) => new URL(url).pathname + new URL(url).search);
    });

  test('shows Nova versão disponível with Atualizar, which loads it', async ({ page }) => {
    await page.goto(ROUTES.regulamento.path);
    await serviceWorkerInCharge(page);
    const prompt = page.getByRole('status').filter({ hasText: UPDATE_MESSAGE });
    await expect(prompt).toHaveCount(0);

    writeFileSync(workerFile, `${deployed}\n// the next version\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });

    await expect(prompt).toBeVisible();
    // Non-blocking: the page stays usable meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: UPDATE_ACTION }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    // The new worker took over: nothing waits any more.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null),
    ).toBe(true);
  });

  test('without Save-Data, it installs the new build of what is kept ahead and of what was opened', async ({
    page,
  }) => {
    await page.goto(ROUTES.preLogin.path);
    await serviceWorkerInCharge(page);
    await aheadKept(page);
    await expect.poll(() => keptFiles(page)).toContain('/pre-login/index.html');
    expect((await keptFiles(page)).filter((file) => /\/MeuPerfil-/.test(file))).toEqual([]);

    // The next build changes /home's page (kept ahead) and /pre-login's (kept, once opened).
    await deployNextBuild(page, ['home/index.html', 'pre-login/index.html']);
    expect(await precacheKeys(page)).toEqual(
      expect.arrayContaining([
        '/home/index.html?__WB_REVISION__=next',
        '/pre-login/index.html?__WB_REVISION__=next',
      ]),
    );
  });

  test('with Save-Data, it installs the new build of what was kept, and opens offline', async ({
    page,
    context,
  }) => {
    await withSaveData(page);
    await page.goto(ROUTES.regulamento.path);
    await serviceWorkerInCharge(page);
    await expect.poll(() => keptFiles(page)).toContain('/index.html');
    expect(await keptFiles(page)).not.toContain('/home/index.html');

    // The next build changes the app shell (kept) and /home's page (never opened).
    await deployNextBuild(page, ['index.html', 'home/index.html']);
    const keys = await precacheKeys(page);
    expect(keys).toContain('/index.html?__WB_REVISION__=next');
    expect(keys.filter((key) => key.startsWith('/home/index.html'))).toEqual([]);

    await goOffline(context);
    const reloaded = page.waitForEvent('load');
    const prompt = page.getByRole('status').filter({ hasText: UPDATE_MESSAGE });
    await prompt.getByRole('button', { name: UPDATE_ACTION }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
    await expectLivePage(page);
  });
});
