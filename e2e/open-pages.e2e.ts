import { expect, test } from './mockServer';
import { ROUTES, UNKNOWN_URL } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expectLargestImageIsPriority } from './priorityImage';
import { logIn } from './session';
import { readCampaigns } from '../apps/portal/build/campaignContent';
import { REGULATION_ORDER } from '../apps/portal/src/content/campaigns/list';
import { CONTACT_TITLE } from '../packages/ui/src/copy';

/** The sections of /regulamento, in the order the list fixes, each with its campaign's title. */
const regulationNames = new Map(readCampaigns().map((c) => [c.slug, c.regulationName]));
const REGULATION_SECTIONS = REGULATION_ORDER.map(
  (slug) => [slug, regulationNames.get(slug)!] as const,
);

test.describe('open pages', () => {
  test('/regulamento has a section per campaign in order, each a scrollable box', async ({
    page,
  }) => {
    await page.goto(ROUTES.regulamento.path);
    await expect(page).toHaveTitle('Regulamento · Jornada');
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
    const titles = page.locator('main section h2');
    await expect(titles).toHaveText(REGULATION_SECTIONS.map(([, name]) => name));
    for (const [slug, name] of REGULATION_SECTIONS) {
      await expect(page.locator(`section#${slug}`)).toHaveCount(1);
      const box = page.getByRole('region', { name: `Regulamento ${name}` });
      await expect(box.getByRole('img').first()).toBeVisible();
      const scrollable = await box.evaluate((el) => el.scrollHeight > el.clientHeight + 10);
      expect(scrollable, slug).toBe(true);
    }
    // The largest image (the first box's first page) loads first, with high priority; the
    // other pages lazily.
    const first = page.getByRole('region', { name: `Regulamento ${REGULATION_SECTIONS[0]![1]}` });
    await expect(first.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
    await expectLargestImageIsPriority(page);
    await first.evaluate((el) => el.scrollTo({ top: 400 }));
    await expect.poll(() => first.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const imgs = page.locator('main img');
    for (const img of await imgs.all()) {
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await expectNoA11yViolations(page);
  });

  test('/cadastrar-produto says it is coming soon and leads back', async ({ page }) => {
    await page.goto(ROUTES.cadastrarProduto.path);
    await expect(page).toHaveTitle('Cadastrar produto · Jornada');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar produto' })).toBeVisible();
    await expect(
      page.getByText('O cadastro de produtos estará disponível em breve.'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Voltar para a Home' }).click();
    // Anonymous: /home is protected, so the way back ends on the landing page.
    await expect(page).toHaveURL(/\/$/);
  });

  test('not found, pre-login and fale-conosco frames pass axe', async ({ page }) => {
    for (const [path, heading] of [
      [UNKNOWN_URL, 'Página não encontrada'],
      [ROUTES.preLogin.path, 'Já possui perfil?'],
      [ROUTES.faleConosco.path, CONTACT_TITLE],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/ · Jornada$/);
      await expectNoA11yViolations(page);
    }
  });

  test('open pages show the logged-in header to a participant', async ({ page }) => {
    await logIn(page);
    await page.goto(ROUTES.regulamento.path);
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
  });
});
