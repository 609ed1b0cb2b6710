import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import { expect, test } from './mockServer';
import { expectNoA11yViolations } from './axe';
import { expiredToken, logIn } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { at, ROUTES } from './routeUrls';
import { isCall, routeOf } from './apiUrls';

const isRefresh = (r: Request) => r.method() === 'POST' && isCall(r.url(), 'refreshToken');

function countRefreshes(page: Page | BrowserContext) {
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

/**
 * /home, logged in, once the header's one profile read (it follows the first render, after a
 * chunk) got its answer with the valid session: nothing of the session is in flight after this.
 */
async function homeAfterProfileRead(page: Page) {
  const read = page.waitForResponse(
    (r) => r.request().method() === 'GET' && isCall(r.url(), 'participante'),
  );
  await page.goto(ROUTES.home.path);
  await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
  expect((await read).ok()).toBe(true);
}

test.describe('session', () => {
  test('a 401 refreshes the session once and the page works', async ({ page }) => {
    await logIn(page, 'ana@jornada.demo');
    await homeAfterProfileRead(page);
    const before = await readSession(page);
    const stale = expiredToken();
    await page.evaluate((token) => localStorage.setItem('accessToken', token), stale);

    const refreshes = countRefreshes(page);
    const refreshed = page.waitForResponse((r) => isRefresh(r.request()));
    await page.goto(ROUTES.meuPerfil.path);
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
    await homeAfterProfileRead(page);
    await page.evaluate((token) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('refreshToken', 'f'.repeat(64));
    }, expiredToken());

    const refreshes = countRefreshes(page);
    const refreshed = page.waitForResponse((r) => isRefresh(r.request()));
    await page.goto(ROUTES.meuPerfil.path);
    expect((await refreshed).status()).toBe(401);
    await expect(page).toHaveURL(at(ROUTES.landing.path));
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

const isProfileRejected = (r: Response) =>
  r.request().method() === 'PUT' && isCall(r.url(), 'participante') && r.status() === 401;

/** Tab A (`page`) and a second tab of the same context, both logged in on `path`, idle. */
async function twoTabs(page: Page, context: BrowserContext, path: string): Promise<[Page, Page]> {
  await logIn(page, 'ana@jornada.demo');
  const tabs: [Page, Page] = [page, await context.newPage()];
  for (const tab of tabs) {
    await tab.goto(path);
    await expect(tab.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    await tab.waitForLoadState('networkidle');
  }
  return tabs;
}

async function sair(tab: Page) {
  await tab.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await tab.getByRole('button', { name: 'Sair' }).click();
}

test.describe('one session across tabs', () => {
  test('two tabs acting after expiry renew once and both stay logged in', async ({
    page,
    context,
  }) => {
    const [tabA, tabB] = await twoTabs(page, context, ROUTES.meuPerfil.path);
    const before = await readSession(tabA);
    await tabA.evaluate((token) => localStorage.setItem('accessToken', token), expiredToken());

    const refreshes = countRefreshes(context);
    // The refresh goes out only once both tabs were refused: the second 401 lands mid-refresh.
    const bothRefused = Promise.all(
      [tabA, tabB].map((tab) => tab.waitForResponse(isProfileRejected)),
    );
    await context.route(routeOf.refreshToken, async (route) => {
      await bothRefused;
      await route.continue();
    });
    await Promise.all(
      [tabA, tabB].map((tab) => tab.getByRole('button', { name: 'Salvar' }).click()),
    );

    for (const tab of [tabA, tabB]) {
      await expect(tab.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();
      await expect(tab).toHaveURL(at(ROUTES.meuPerfil.path));
      await expect(tab.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    }
    // Chromium can grant the lock before the winner's localStorage write reaches the other tab's
    // renderer: that tab's refresh is then refused and it takes the stored tokens, never logs out.
    const statuses = await Promise.all(refreshes.map(async (r) => (await r.response())?.status()));
    expect([[200], [200, 401]]).toContainEqual(statuses);
    const after = await readSession(tabB);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
  });

  test('"Sair" in tab B while tab A refreshes leaves both logged out', async ({
    page,
    context,
  }) => {
    const [tabA, tabB] = await twoTabs(page, context, ROUTES.meuPerfil.path);
    await tabA.evaluate((token) => localStorage.setItem('accessToken', token), expiredToken());

    const refreshes = countRefreshes(context);
    let refreshSent!: () => void;
    const inFlight = new Promise<void>((resolve) => (refreshSent = resolve));
    let releaseRefresh!: () => void;
    const released = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await context.route(routeOf.refreshToken, async (route) => {
      refreshSent();
      await released;
      await route.continue();
    });
    await tabA.getByRole('button', { name: 'Salvar' }).click();
    await inFlight;
    await sair(tabB);
    await expect(tabB).toHaveURL(at(ROUTES.landing.path));
    // Tab A's guard follows the logout: the profile is no longer shown there.
    await expect(tabA).toHaveURL(at(ROUTES.landing.path));
    const renewed = tabA.waitForResponse((r) => isRefresh(r.request()));
    releaseRefresh();
    // The API did renew; tab A drops the answer and stays logged out.
    expect((await renewed).ok()).toBe(true);

    expect(refreshes).toHaveLength(1);
    for (const tab of [tabA, tabB]) {
      await expect(tab.getByRole('link', { name: 'LOGIN' })).toBeVisible();
      expect(await readSession(tab)).toEqual({
        accessToken: null,
        refreshToken: null,
        userData: null,
      });
    }
  });

  test('"Sair" in one tab shows the other logged out within a second', async ({
    page,
    context,
  }) => {
    const [tabA, tabB] = await twoTabs(page, context, ROUTES.meuPerfil.path);
    await sair(tabB);
    await expect(tabA.getByRole('link', { name: 'LOGIN' })).toBeVisible({ timeout: 1000 });
    await expect(tabA.getByRole('button', { name: 'Abrir menu do perfil' })).toBeHidden();
    // The profile is protected: the tab leaves it as its guard says, with nothing of Ana's left.
    await expect(tabA).toHaveURL(new RegExp(`${ROUTES.landing.path}$`));
    await expect(tabA.getByText('ana@jornada.demo')).toBeHidden();
  });

  test('a login in another tab takes this tab from the landing page to /home', async ({
    page,
    context,
  }) => {
    await page.goto(ROUTES.landing.path);
    // The landing's guard must have run already, or it alone would send the page to /home.
    await page.waitForLoadState('networkidle');
    const other = await context.newPage();
    await logIn(other, 'ana@jornada.demo');
    await other.goto(ROUTES.home.path);
    await expect(page).toHaveURL(new RegExp(`${ROUTES.home.path}$`), { timeout: 2000 });
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
  });
});
