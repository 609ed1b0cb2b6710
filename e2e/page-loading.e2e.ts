import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { CAMPAIGN_NAMES } from '../apps/portal/src/content/campaigns/list';
import { expectLivePage } from './livePage';
import { pageChunk } from './pageChunk';
import { ROUTES } from './routeUrls';
import { logIn } from './session';

const SLOW_CHUNK_MS = 2_000;

/** The campaign page's chunk arrives SLOW_CHUNK_MS late, as on a weak signal. */
async function slowCampaignChunk(page: Page) {
  await page.route(pageChunk(ROUTES.campaign.page), async (route) => {
    await new Promise((done) => setTimeout(done, SLOW_CHUNK_MS));
    await route.continue();
  });
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

const progressBar = (page: Page) => page.getByRole('progressbar', { name: 'Carregando página' });

/** The animation of the bar's moving part ('none' when it stands still). */
const sweepAnimation = (page: Page) =>
  progressBar(page).evaluate((bar) => getComputedStyle(bar, '::before').animationName);

test.describe('page loading', () => {
  test('a page slow to arrive shows the progress bar at the top until it is there', async ({
    page,
  }) => {
    await openHome(page);
    await slowCampaignChunk(page);
    await page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }).click();

    await expect(progressBar(page)).toBeVisible();
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

    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES['top-brasil'] }),
    ).toBeVisible();
    await expect(progressBar(page)).toHaveCount(0);
  });

  test('with reduced motion the bar stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await slowCampaignChunk(page);
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
});
