import { expect, test } from './mockServer';
import { at, howToUrl, ROUTES } from './routeUrls';
import { logIn } from './session';
import { expectLivePage } from './livePage';
import { CAMPAIGN_NAMES, HOW_TO_MENU_ORDER } from '../apps/portal/src/content/campaigns/list';

const isMobile = (width: number | undefined) => (width ?? 0) < 992;

test.describe('header (logged in)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page);
  });

  test('the menu toggles, locks the page scroll and closes on Escape', async ({ page }) => {
    test.skip(!isMobile(page.viewportSize()?.width), 'the hamburger menu is the mobile layout');
    await page.goto(ROUTES.home.path);
    const toggle = page.getByRole('button', { name: 'Abrir menu', exact: true });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Regulamento' })).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu', exact: true })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    await nav.getByRole('link', { name: 'Regulamento' }).click();
    await expect(page).toHaveURL(at(ROUTES.regulamento.path));
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the Como Participar submenu lists every campaign in its order and navigates', async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    if (isMobile(page.viewportSize()?.width)) {
      await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    }
    const submenu = page.getByRole('button', { name: 'Como Participar' });
    await submenu.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    const names = HOW_TO_MENU_ORDER.map((slug) => CAMPAIGN_NAMES[slug]);
    await expect(nav.locator('ul ul a')).toHaveText(names);
    // The last entry: the one furthest down the menu.
    const slug = HOW_TO_MENU_ORDER[HOW_TO_MENU_ORDER.length - 1]!;
    await nav.getByRole('link', { name: CAMPAIGN_NAMES[slug], exact: true }).click();
    await expect(page).toHaveURL(at(howToUrl(slug)));
    await expect(
      page.getByRole('heading', { level: 1, name: `Como participar — ${CAMPAIGN_NAMES[slug]}` }),
    ).toBeFocused();
  });

  test('Home in the menu leads to /home', async ({ page }) => {
    await page.goto(ROUTES.regulamento.path);
    if (isMobile(page.viewportSize()?.width)) {
      await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    }
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(at(ROUTES.home.path));
  });

  test('becomes sticky after 40 px of scroll', async ({ page }) => {
    await page.goto(ROUTES.regulamento.path);
    // index.html's hidden prerendered screen has a header too: measure the live one.
    await expectLivePage(page);
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    await page.evaluate(() => window.scrollTo(0, 39));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
  });

  // #17: with the blur on the sticky bar itself, the fixed menu shrank to a 65 px strip.
  for (const path of [ROUTES.home.path, ROUTES.regulamento.path]) {
    test(`on ${path} scrolled far down, every menu entry is in the window and clickable`, async ({
      page,
    }) => {
      test.skip(!isMobile(page.viewportSize()?.width), 'the hamburger menu is the mobile layout');
      await page.goto(path);
      await expectLivePage(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.locator('header').first()).toHaveAttribute('data-sticky', 'true');
      await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
      const nav = page.getByRole('navigation', { name: 'Menu principal' });
      await nav.getByRole('button', { name: 'Como Participar' }).click();
      const entries = nav.locator('a, button');
      await expect(entries).toHaveCount(10);
      for (const entry of await entries.all()) {
        await expect(entry).toBeInViewport({ ratio: 1 });
        // A trial click fails when another element would receive it.
        await entry.click({ trial: true, timeout: 2_000 });
      }
      await nav.getByRole('link', { name: 'São João' }).click();
      await expect(page).toHaveURL(at(howToUrl('sao-joao')));
    });
  }

  test('the avatar shows the participant and its dropdown leads to Meu Perfil', async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    const avatarButton = page.getByRole('button', { name: 'Abrir menu do perfil' });
    // userData lacked an avatar: the profile was read and the chosen avatar shows.
    await expect(avatarButton.locator('img')).toHaveAttribute('src', '/avatars/piloto-vega.svg');
    await avatarButton.click();
    await expect(avatarButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Meu Perfil' }).click();
    await expect(page).toHaveURL(at(ROUTES.meuPerfil.path));
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  });

  test('Sair removes the session and reloads to the landing page', async ({ page }) => {
    await page.goto(ROUTES.meuPerfil.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(at(ROUTES.landing.path));
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('userData'),
    ]);
    expect(stored).toEqual([null, null, null]);
  });
});
