import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { CAMPAIGN_NAMES } from '../apps/portal/src/content/campaigns/list';
import { expectLivePage } from './livePage';
import { ROUTES } from './routeUrls';
import { logIn } from './session';

// On a participant's phone the service worker answers a reload: these reloads go through it.
test.use({ serviceWorkers: 'allow' });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolled to within a pixel of `y`. */
const expectScrolledTo = (page: Page, y: number) =>
  expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(1);

test.describe('scroll across pages', () => {
  test('a new page opens at its top; back, and a reload, return to where the person was', async ({
    page,
  }) => {
    // A short window (a phone held sideways), so that /home scrolls at every width.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 420 });
    await logIn(page);
    await page.goto(ROUTES.home.path);
    await expectLivePage(page);
    // Part way down (not at the end: the page may be shorter after a reload, if its fonts are
    // late), then a tile by keyboard: a pointer would leave it hovered, lifted, after Back.
    const down = 100;
    await page.evaluate((y) => window.scrollTo(0, y), down);
    await expectScrolledTo(page, down);
    const tile = page.getByRole('link', { name: CAMPAIGN_NAMES['sao-joao'], exact: true });
    await tile.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expectScrolledTo(page, down);

    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES['sao-joao'] }),
    ).toBeVisible();
    await expectScrolledTo(page, 0);

    await page.goBack();
    await expect(tile).toBeVisible();
    await expectScrolledTo(page, down);

    await page.reload();
    await expectLivePage(page);
    await expectScrolledTo(page, down);
  });
});
