import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { CAMPAIGN_NAMES } from '../apps/portal/src/content/campaigns/list';
import { expectLivePage } from './livePage';
import { chunk, pageChunk } from './pageChunk';
import { ROUTES } from './routeUrls';
import { DEMO_PASSWORD, logIn } from './session';
import { panelHeading } from './firstAccess';
import { withSaveData } from './saveData';

/**
 * The campaign page's chunk, held back until the returned `arrive` is called, as on a weak
 * signal. Set before /home opens: its idle load of the tiles' page is held too.
 */
async function holdCampaignChunk(page: Page): Promise<() => void> {
  let arrive = () => {};
  const arrived = new Promise<void>((done) => (arrive = done));
  await page.route(pageChunk(ROUTES.campaign.page), async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

/** /home, live (in-app navigations need the running app). */
async function openHome(page: Page) {
  await logIn(page);
  await page.goto(ROUTES.home.path);
  await expectLivePage(page);
  await expect(
    page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }),
  ).toBeVisible();
}

/** /home, once its idle load of the page its tiles lead to has arrived and the network is quiet. */
async function openHomeIdle(page: Page) {
  const campaignChunk = page.waitForEvent('requestfinished', (request) =>
    pageChunk(ROUTES.campaign.page).test(request.url()),
  );
  await openHome(page);
  await campaignChunk;
  await page.waitForLoadState('networkidle');
}

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Carregando página' });

/** The animation of the bar's moving part ('none' when it stands still). */
const sweepAnimation = (page: Page) =>
  progressBar(page).evaluate((bar) => getComputedStyle(bar, '::before').animationName);

test.describe('page loading', () => {
  test('a page slow to arrive shows the progress bar at the top until it is there', async ({
    page,
  }) => {
    const arrive = await holdCampaignChunk(page);
    await openHome(page);
    await page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }).click();

    await expect(progressBar(page)).toBeVisible();
    // The tiles stay while the next page is on its way: no blank page.
    await expect(
      page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }),
    ).toBeVisible();
    // Across the top of the window, drawn over the header.
    const onTop = await progressBar(page).evaluate((bar) => {
      const box = bar.getBoundingClientRect();
      // Hit testing skips the bar (pointer-events: none): let it be hit to see what is on top.
      (bar as HTMLElement).style.pointerEvents = 'auto';
      const hit = document.elementFromPoint(window.innerWidth / 2, box.top + box.height / 2);
      (bar as HTMLElement).style.pointerEvents = '';
      return { top: box.top, width: box.width, hit: hit === bar };
    });
    expect(onTop).toEqual({ top: 0, width: await page.evaluate(() => innerWidth), hit: true });
    expect(await sweepAnimation(page)).not.toBe('none');

    arrive();
    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES['top-brasil'] }),
    ).toBeVisible();
    await expect(progressBar(page)).toHaveCount(0);
  });

  test('with reduced motion the bar stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await holdCampaignChunk(page);
    await openHome(page);
    await page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }).click();
    await expect(progressBar(page)).toBeVisible();
    expect(await sweepAnimation(page)).toBe('none');
  });

  test('a fast navigation shows no progress bar', async ({ page }) => {
    await openHome(page);
    await page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES['top-brasil'] }),
    ).toBeVisible();
    // Both pages' chunks are loaded now: back home and to another campaign is fast.
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) document.body.dataset.sawProgress = '';
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.goBack();
    await page.getByRole('link', { name: CAMPAIGN_NAMES.consumo, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.consumo }),
    ).toBeVisible();
    await expect(page.locator('body')).not.toHaveAttribute('data-saw-progress');
  });

  test('on a slow phone, a tile whose page has arrived shows its campaign in the frame after the tap', async ({
    page,
  }) => {
    await openHomeIdle(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Counts the frames from the tap until the one that shows the campaign's heading.
    const name = CAMPAIGN_NAMES.anual;
    const framesUntilShown = page.evaluate(
      (heading) =>
        new Promise<number>((shown) =>
          addEventListener(
            'click',
            () => {
              let frames = 0;
              const look = () => {
                frames += 1;
                const h1 = document.querySelector('#conteudo h1');
                if (h1?.textContent === heading) shown(frames);
                else requestAnimationFrame(look);
              };
              requestAnimationFrame(look);
            },
            { capture: true, once: true },
          ),
        ),
      name,
    );
    await page.getByRole('link', { name, exact: true }).click();

    // The tap's own frame first, then the whole page: not a render sliced over many frames.
    expect(await framesUntilShown).toBeLessThanOrEqual(2);
  });

  test('once /home is idle, a tile opens its campaign at once, even when the signal has dropped', async ({
    page,
  }) => {
    await openHomeIdle(page);
    await page.context().setOffline(true);

    await page.getByRole('link', { name: CAMPAIGN_NAMES.anual, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.anual })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Página indisponível' })).toHaveCount(0);
  });

  test('with Save-Data, /home loads no page the participant has not asked for', async ({
    page,
  }) => {
    await withSaveData(page);
    const campaignChunks: string[] = [];
    page.on('request', (request) => {
      if (pageChunk(ROUTES.campaign.page).test(request.url())) campaignChunks.push(request.url());
    });
    await openHome(page);
    // Past the idle time /home would have used.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1_000))),
    );
    expect(campaignChunks).toEqual([]);

    await page.getByRole('link', { name: CAMPAIGN_NAMES.anual, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.anual })).toBeVisible();
    expect(campaignChunks).toHaveLength(1);
  });

  for (const route of [ROUTES.preLogin, ROUTES.faleConosco])
    test(`${route.path} has the API code before the first tap, so the tap does not wait for it`, async ({
      page,
    }) => {
      const apiCode = page.waitForEvent('requestfinished', (request) =>
        chunk('apiStore').test(request.url()),
      );
      await page.goto(route.path);
      await apiCode;
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });

  test('with Save-Data, /pre-login loads the API code only when the participant sends', async ({
    page,
  }) => {
    await withSaveData(page);
    const apiCode: string[] = [];
    page.on('request', (request) => {
      if (chunk('apiStore').test(request.url())) apiCode.push(request.url());
    });
    await page.goto(ROUTES.preLogin.path);
    // Past the idle time the page would have used.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1_000))),
    );
    expect(apiCode).toEqual([]);

    await page.getByLabel('E-mail').fill('ana@jornada.demo');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    expect(apiCode).toHaveLength(1);
  });
});
