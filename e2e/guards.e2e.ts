import { expect, test } from '@playwright/test';
import { logIn } from './session';

test.describe('route guards', () => {
  for (const path of ['/home', '/meu-perfil', '/campanha/anual', '/como-participar/consumo']) {
    test(`anonymous visitor on ${path} goes to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
      ).toBeVisible();
    });
  }

  for (const path of ['/', '/pre-login']) {
    test(`logged-in participant on ${path} goes to /home`, async ({ page }) => {
      await logIn(page);
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
        }),
      ).toBeVisible();
    });
  }

  test('anonymous visitor sees the public-only and open pages', async ({ page }) => {
    await page.goto('/pre-login');
    await expect(page).toHaveURL(/\/pre-login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/fale-conosco');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Está com dúvidas? Fale conosco através do formulário abaixo',
      }),
    ).toBeVisible();
  });
});
