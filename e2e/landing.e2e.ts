import { expect, test } from './mockServer';
import { expectNoA11yViolations } from './axe';
import { ROUTES, UNKNOWN_URL } from './routeUrls';

test.describe('landing (anonymous)', () => {
  test('welcomes the visitor and leads to the access panel', async ({ page }) => {
    await page.goto(ROUTES.landing.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Jornada/);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Acessar minha conta' }).click();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.preLogin.path);
  });

  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    await page.goto(UNKNOWN_URL);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a) à Jornada!' })).toBeVisible();
  });

  test('serves the runtime config beside index.html', async ({ request }) => {
    const response = await request.get('/config.json');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({
      apiUrl: expect.any(String),
      publicApiUrl: expect.any(String),
      storageHost: expect.any(String),
    });
  });
});
