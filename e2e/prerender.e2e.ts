import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { logIn } from './session';
import { expectLivePage } from './livePage';
import { PRERENDERED_ROUTES, ROUTES, UNKNOWN_URL } from './routeUrls';

// `/` and `/pre-login` ship their first screen as HTML for anonymous visitors, and `/home` for a
// logged-in participant (apps/portal/build/prerender.ts): it paints before the JavaScript has
// arrived, and the app's first render replaces it without a visible change.

/** The prerendered pages, and whether each is for a participant. */
const PRERENDERED = PRERENDERED_ROUTES.map(({ path, prerenderFor }) => ({
  path,
  participant: prerenderFor === 'participant',
}));

/** Sums the page's layout shifts from the very start of the load. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const appStarted = async (page: Page) => {
  await expectLivePage(page);
  await expect(page.locator('style[data-prerender]')).toHaveCount(0);
};

test.describe('prerendered first screens', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the landing page, the login panel and the home tiles are in the HTML', async ({
      page,
    }) => {
      await page.goto(ROUTES.landing.path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
      ).toBeVisible();
      await expect(page.getByText('Prepare-se para decolar')).toBeVisible();
      await page.goto(ROUTES.preLogin.path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Já possui perfil?' }),
      ).toBeVisible();
      await expect(page.locator('div[data-prerender]')).toHaveAttribute('inert', '');
      await page.goto(ROUTES.home.path);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
        }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'São João' })).toBeVisible();
    });
  });

  for (const { path, participant } of PRERENDERED) {
    test(`${path}: the app takes over without a layout shift`, async ({ page }) => {
      if (participant) await logIn(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      );
      expect(shifts).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBeUndefined();
    });
  }

  for (const { path, participant } of PRERENDERED) {
    test(`${path}: paints before it requests any JavaScript`, async ({ page }) => {
      if (participant) await logIn(page);
      await page.goto(path);
      await appStarted(page);
      const { firstPaint, firstScript } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        firstScript: Math.min(
          ...performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        ),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(firstScript).toBeGreaterThan(firstPaint!);
    });
  }

  test('the @font-face rules come once, with the HTML: no chunk adds them again', async ({
    page,
  }) => {
    // Declared again, the fonts would replace the fallback text the first paint kept (a shift).
    const expectFontsDeclaredOnce = async () => {
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
      const faces = await page.evaluate(() => {
        const declared: string[] = [];
        document.fonts.forEach((face) => declared.push(`${face.family} ${face.weight}`));
        return declared;
      });
      expect(faces.length).toBeGreaterThan(0);
      expect(new Set(faces).size).toBe(faces.length);
    };
    await page.goto(ROUTES.preLogin.path);
    await appStarted(page);
    await page.getByLabel('E-mail').focus(); // loads RTK Query's chunk
    await expectFontsDeclaredOnce();
    await page.goto(ROUTES.landing.path);
    await appStarted(page);
    await page.getByRole('button', { name: 'Acessar minha conta' }).click();
    await page.getByLabel('E-mail').focus();
    await expectFontsDeclaredOnce();
  });

  test('what is typed right after the page shows is kept (the prerendered form is inert)', async ({
    page,
  }) => {
    await page.goto(ROUTES.preLogin.path);
    // Playwright waits until the field can take input: the live one, never the inert copy.
    await page.getByLabel('E-mail').fill('ana@jornada.demo');
    await appStarted(page);
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
  });

  test('a logged-in participant never sees the landing screen: straight to /home', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(ROUTES.landing.path);
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.home.path);
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('off');
  });

  test("an anonymous visitor never sees a participant's screen: /home sends them to /", async ({
    page,
  }) => {
    await page.goto(ROUTES.home.path);
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('off');
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.landing.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo(a) à Jornada!' }),
    ).toBeVisible();
  });

  test('another route served by index.html, or another panel, hides the prerendered screen', async ({
    page,
  }) => {
    await page.goto(UNKNOWN_URL);
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('off');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.goto(`${ROUTES.preLogin.path}?painel=cadastro`);
    expect(await page.evaluate(() => document.documentElement.dataset.prerender)).toBe('off');
  });
});
