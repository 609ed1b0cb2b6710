import { expect, test } from './mockServer';
import { at, campaignUrl, howToUrl, regulationUrl, ROUTES } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expectLargestImageIsPriority } from './priorityImage';
import { expectLivePage } from './livePage';
import { logIn } from './session';
import { readCampaigns } from '../apps/portal/build/campaignContent';
import { REGULATION_ORDER } from '../apps/portal/src/content/campaigns/list';

/** The campaigns in the home order, as their folders hold them. */
const CAMPAIGNS = readCampaigns();

/** The page's window while the lift test listens: its reading of the lift. */
type LiftWindow = typeof window & { liftShown?: Promise<string> };

test.describe('campaigns (logged in)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('home shows the title and a tile per campaign, leading to it', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    await expect(page).toHaveTitle('Home · Jornada');
    const tiles = page.locator('main li a');
    await expect(tiles).toHaveCount(CAMPAIGNS.length);
    for (const [index, { slug, name }] of CAMPAIGNS.entries()) {
      await expect(tiles.nth(index)).toHaveAccessibleName(name);
      await expect(tiles.nth(index)).toHaveAttribute('href', campaignUrl(slug));
    }
    // The first tile's key visual is the page's priority image, on the <img> itself.
    await expect(tiles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    await expectLargestImageIsPriority(page);
    await expectNoA11yViolations(page);
    const second = CAMPAIGNS[1] ?? CAMPAIGNS[0]!;
    await page.getByRole('link', { name: second.name, exact: true }).click();
    await expect(page).toHaveURL(at(campaignUrl(second.slug)));
    // Focus moves to the new page's main heading after a navigation.
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeFocused();
  });

  test('a tile under the pointer lifts by the next frames, with no slide', async ({
    page,
  }, testInfo) => {
    test.skip(!!testInfo.project.use.hasTouch, 'a touch screen shows no hover look (below)');
    await page.goto(ROUTES.home.path);
    // The app's tiles, not the prerendered ones it replaces.
    await expectLivePage(page);
    const tile = page.locator('main li a').first();
    const lift = () => tile.evaluate((element) => getComputedStyle(element).transform);
    await expect.poll(lift).toBe('none');
    // The lift two frames after the pointer came over the tile, read in the page, on time.
    await tile.evaluate((element) => {
      const page = window as LiftWindow;
      page.liftShown = new Promise((resolve) =>
        element.addEventListener(
          'pointerover',
          () =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(getComputedStyle(element).transform)),
            ),
          { once: true },
        ),
      );
    });
    await tile.scrollIntoViewIfNeeded();
    const box = (await tile.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const shown = await page.evaluate(() => (window as LiftWindow).liftShown);
    expect(shown).not.toBe('none');
    // A sliding lift kept the tap's next frame waiting in Firefox on a slow CPU.
    await page.waitForTimeout(300);
    expect(await lift()).toBe(shown);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    // A phone's browser puts :hover on what was tapped and keeps it there: a tile would stay
    // lifted after Back, a button in its hover colour. Only a pointer that hovers gets the looks.
    test('what was tapped keeps no hover look', async ({ page }) => {
      await page.goto(ROUTES.home.path);
      await expectLivePage(page);
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
      const tile = page.locator('main li a').first();
      const box = (await tile.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await expect(tile).toHaveCSS('transform', 'none');
      await expect(tile.locator('span').first()).toHaveCSS('text-decoration-line', 'none');

      const menu = page.getByRole('button', { name: 'Abrir menu do perfil' });
      const background = await menu.evaluate((element) => getComputedStyle(element).background);
      await menu.hover();
      expect(await menu.evaluate((element) => getComputedStyle(element).background)).toBe(
        background,
      );
    });
  });

  for (const { slug, name, cycles, howToImageCount } of CAMPAIGNS) {
    test(`campaign and how-to pages of ${slug}`, async ({ page }) => {
      await page.goto(campaignUrl(slug));
      await expect(page).toHaveTitle(`${name} · Jornada`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const keyImage = page.locator('main article img').first();
      await expect(keyImage).toHaveAttribute('width', '1200');
      await expect(keyImage).not.toHaveAttribute('loading', 'lazy');
      await expect(keyImage).toHaveAttribute('fetchpriority', 'high');
      await expectLargestImageIsPriority(page);
      const cycleList = page.getByRole('list', { name: 'Ciclos da campanha' });
      if (cycles.length > 0) await expect(cycleList.getByRole('listitem')).toHaveText([...cycles]);
      else await expect(cycleList).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: 'Regulamento', exact: true }).last(),
      ).toHaveAttribute('href', regulationUrl(slug));
      await expectNoA11yViolations(page);

      await page.getByRole('link', { name: 'Como participar' }).click();
      await expect(page).toHaveURL(new RegExp(`/como-participar/${slug}$`));
      const heading = page.getByRole('heading', { level: 1, name: `Como participar — ${name}` });
      await expect(heading).toBeFocused();
      await expect(page).toHaveTitle(`Como participar — ${name} · Jornada`);
      const images = page.getByRole('list', { name: `Como participar — ${name}` }).locator('img');
      await expect(images).toHaveCount(howToImageCount);
      await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(1)).not.toHaveAttribute('fetchpriority');
      await expectLargestImageIsPriority(page);
      await expectNoA11yViolations(page);
    });
  }

  test('Regulamento on a campaign page scrolls to its section', async ({ page }) => {
    // The campaign whose section is the last of /regulamento: the page scrolls down to it.
    const slug = REGULATION_ORDER[REGULATION_ORDER.length - 1]!;
    await page.goto(campaignUrl(slug));
    await page.getByRole('link', { name: 'Regulamento', exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/regulamento#${slug}$`));
    await expect(page.locator(`section#${slug}`)).toBeInViewport();
  });

  test('an unknown campaign is a not-found page', async ({ page }) => {
    for (const path of [campaignUrl('inexistente'), howToUrl('inexistente')]) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Página não encontrada · Jornada');
    }
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
