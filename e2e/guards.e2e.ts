import { expect, test } from './mockServer';
import { at, ROUTES, urlsFor } from './routeUrls';
import { logIn } from './session';

test.describe('route guards', () => {
  for (const url of urlsFor('protected')) {
    test(`anonymous visitor on ${url} goes to ${ROUTES.landing.path}`, async ({ page }) => {
      await page.goto(url);
      await expect(page).toHaveURL(at(ROUTES.landing.path));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
      ).toBeVisible();
    });
  }

  for (const url of urlsFor('public-only')) {
    test(`logged-in participant on ${url} goes to ${ROUTES.home.path}`, async ({ page }) => {
      await logIn(page);
      await page.goto(url);
      await expect(page).toHaveURL(at(ROUTES.home.path));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
        }),
      ).toBeVisible();
    });
  }

  test('anonymous visitor sees the public-only and open pages', async ({ page }) => {
    for (const url of [...urlsFor('public-only'), ...urlsFor('open')]) {
      await page.goto(url);
      await expect(page).toHaveURL(at(url));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
});
