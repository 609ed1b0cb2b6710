import { expect, test } from './mockServer';
import { campaignUrl, howToUrl, regulationUrl, ROUTES } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expectLargestImageIsPriority } from './priorityImage';
import { logIn } from './session';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../apps/portal/src/content/slugs';

const CAMPAIGNS = CAMPAIGN_SLUGS.map((slug) => [slug, CAMPAIGN_NAMES[slug]] as const);
const WITH_CYCLES = new Set(['consumo', 'profissional-cesta-basica', 'mix-positivacao']);
const CYCLES = ['Março–Maio 2025', 'Junho–Agosto 2025', 'Setembro–Novembro 2025'];

test.describe('campaigns (logged in)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('home shows the title and the seven tiles, leading to each campaign', async ({ page }) => {
    await page.goto(ROUTES.home.path);
    await expect(page).toHaveTitle('Home · Jornada');
    const tiles = page.locator('main li a');
    await expect(tiles).toHaveCount(7);
    for (const [index, [slug, name]] of CAMPAIGNS.entries()) {
      await expect(tiles.nth(index)).toHaveAccessibleName(name);
      await expect(tiles.nth(index)).toHaveAttribute('href', campaignUrl(slug));
    }
    // The first tile's key visual is the page's priority image, on the <img> itself.
    await expect(tiles.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    await expectLargestImageIsPriority(page);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Top Brasil' }).click();
    await expect(page).toHaveURL(/\/campanha\/top-brasil$/);
    // Focus moves to the new page's main heading after a navigation.
    await expect(page.getByRole('heading', { level: 1, name: 'Top Brasil' })).toBeFocused();
  });

  for (const [slug, name] of CAMPAIGNS) {
    test(`campaign and how-to pages of ${slug}`, async ({ page }) => {
      await page.goto(campaignUrl(slug));
      await expect(page).toHaveTitle(`${name} · Jornada`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const keyImage = page.locator('main article img').first();
      await expect(keyImage).toHaveAttribute('width', '1200');
      await expect(keyImage).not.toHaveAttribute('loading', 'lazy');
      await expect(keyImage).toHaveAttribute('fetchpriority', 'high');
      await expectLargestImageIsPriority(page);
      const cycles = page.getByRole('list', { name: 'Ciclos da campanha' });
      if (WITH_CYCLES.has(slug)) await expect(cycles.getByRole('listitem')).toHaveText(CYCLES);
      else await expect(cycles).toHaveCount(0);
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
      await expect(images).toHaveCount(slug === 'mix-positivacao' ? 6 : 5);
      await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(images.nth(1)).not.toHaveAttribute('fetchpriority');
      await expectLargestImageIsPriority(page);
      await expectNoA11yViolations(page);
    });
  }

  test('Regulamento on a campaign page scrolls to its section', async ({ page }) => {
    await page.goto(campaignUrl('sao-joao'));
    await page.getByRole('link', { name: 'Regulamento', exact: true }).last().click();
    await expect(page).toHaveURL(/\/regulamento#sao-joao$/);
    await expect(page.locator('section#sao-joao')).toBeInViewport();
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
