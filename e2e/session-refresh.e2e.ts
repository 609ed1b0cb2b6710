import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { logIn } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed JWT the API never issued, expired an hour ago. */
const expiredToken = () =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      id: '1001',
      email: 'ana@jornada.demo',
      nome: 'Ana Paula Souza',
      avatarUrl: null,
      exp: Math.floor(Date.now() / 1000) - 3600,
    }),
    'assinatura-invalida',
  ].join('.');

const isRefresh = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith('/api/auth/refresh-token');

function countRefreshes(page: Page) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (isRefresh(r)) seen.push(r);
  });
  return seen;
}

const readSession = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    userData: localStorage.getItem('userData'),
  }));

test.describe('session', () => {
  test('a 401 refreshes the session once and the page works', async ({ page }) => {
    await logIn(page, 'ana@jornada.demo');
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    // The header reads the profile once the page shows: let it finish with the valid session.
    await page.waitForLoadState('networkidle');
    const before = await readSession(page);
    const stale = expiredToken();
    await page.evaluate((token) => localStorage.setItem('accessToken', token), stale);

    const refreshes = countRefreshes(page);
    const refreshed = page.waitForResponse((r) => isRefresh(r.request()));
    await page.goto('/meu-perfil');
    expect((await refreshed).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    await expect(page.getByRole('region', { name: 'Seu avatar' })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.postDataJSON()).toEqual({ refreshToken: before.refreshToken });

    // Both new tokens are stored; the next private call goes through without a refresh.
    const after = await readSession(page);
    expect(after.accessToken).not.toBe(stale);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expectNoA11yViolations(page);
  });

  test('a failed refresh logs out: session removed, back on /', async ({ page }) => {
    await logIn(page, 'bruno@jornada.demo');
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    // The header reads the profile once the page shows: let it finish with the valid session.
    await page.waitForLoadState('networkidle');
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('refreshToken', 'f'.repeat(64));
    }, expiredToken());

    const refreshes = countRefreshes(page);
    const refreshed = page.waitForResponse((r) => isRefresh(r.request()));
    await page.goto('/meu-perfil');
    expect((await refreshed).status()).toBe(401);
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(await readSession(page)).toEqual({
      accessToken: null,
      refreshToken: null,
      userData: null,
    });
    expect(refreshes).toHaveLength(1);
  });
});
