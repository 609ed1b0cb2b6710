import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { CAMPAIGN_NAMES } from '../apps/portal/src/content/campaigns/list';
import { CHUNK_TIMEOUT_MS } from '../apps/portal/src/routes/loadChunk';
import { campaignUrl } from '../apps/portal/src/routes/routeTable';
import { expectNoA11yViolations } from './axe';
import { expectLivePage } from './livePage';
import { chunk, pageChunk } from './pageChunk';
import { ROUTES, UNKNOWN_URL } from './routeUrls';
import { logIn } from './session';

/** The network fails for the matching files until `goOnline()`; `aborted()` counts the failures. */
async function offlineFor(page: Page, files: RegExp) {
  let online = false;
  let aborted = 0;
  await page.route(files, async (route) => {
    if (online) return route.continue();
    aborted += 1;
    return route.abort('failed');
  });
  return { aborted: () => aborted, goOnline: () => void (online = true) };
}

test.describe('lazy page chunks', () => {
  test('a chunk that fails twice shows Tentar novamente, and recovers when clicked', async ({
    page,
  }) => {
    const network = await offlineFor(page, pageChunk(ROUTES.regulamento.page));
    await page.goto(ROUTES.regulamento.path);
    await expect(
      page.getByText('Não foi possível carregar esta página. Verifique sua conexão.'),
    ).toBeVisible();
    // The header stays; the page is never blank.
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    // At least the load and its one retry were tried before giving up.
    expect(network.aborted()).toBeGreaterThanOrEqual(2);
    await expectNoA11yViolations(page);

    network.goOnline();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
  });

  test('a chunk that fails once is asked for again and the page shows', async ({ page }) => {
    const requests: string[] = [];
    await page.route(pageChunk(ROUTES.regulamento.page), async (route) => {
      requests.push(route.request().url());
      if (requests.length === 1) return route.abort('failed');
      return route.continue();
    });
    await page.goto(ROUTES.regulamento.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Regulamento' })).toBeVisible();
    // What the participant gets: one failure, one more request, the page. (How the browser
    // caches the failed module, and so the retry's address, differs from one build to another.)
    expect(requests).toHaveLength(2);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  });

  test('a failure during an in-app navigation keeps the header and recovers', async ({ page }) => {
    let aborted = 0;
    await page.route(pageChunk(ROUTES.cadastrarProduto.page), async (route) => {
      if (aborted < 2) {
        aborted += 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await page.goto(UNKNOWN_URL);
    // An in-app navigation needs the app running (it starts in steps after the load event).
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, ROUTES.cadastrarProduto.path);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.cadastrarProduto.path);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar produto' })).toBeVisible();
  });

  test('a chunk that has not arrived after 120 s shows Tentar novamente', async ({ page }) => {
    await page.clock.install();
    await logIn(page);
    // The campaign page's chunk never arrives (nor /home's idle load of it, which the tap joins).
    await page.route(pageChunk(ROUTES.campaign.page), () => {});
    await page.goto(ROUTES.home.path);
    await expectLivePage(page);
    await page.getByRole('link', { name: CAMPAIGN_NAMES['top-brasil'], exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Carregando página' })).toBeVisible();

    await page.clock.fastForward(CHUNK_TIMEOUT_MS);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === campaignUrl('top-brasil'));

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES['top-brasil'] }),
    ).toBeVisible();
  });
});

test.describe('start-up', () => {
  test('a config.json that fails to load shows a readable error page, never a blank one', async ({
    page,
  }) => {
    let failed = false;
    await page.route('**/config.json', async (route) => {
      if (!failed) {
        failed = true;
        await route.fulfill({ status: 503, body: 'indisponível' });
        return;
      }
      await route.fallback();
    });
    await page.goto(ROUTES.landing.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'O portal não pôde ser iniciado' }),
    ).toBeVisible();
    await expect(page.getByText('/config.json respondeu com status 503.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a) à Jornada!' })).toBeVisible();
  });

  test('a start-up chunk that fails to load shows a plain error page, and recovers when clicked', async ({
    page,
  }) => {
    // The kit and React may be what is missing: the page is plain DOM, never blank.
    const network = await offlineFor(page, chunk('app'));
    await page.goto(ROUTES.landing.path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'O portal não pôde ser iniciado' }),
    ).toBeVisible();
    await expect(
      page.getByText('Não foi possível carregar esta página. Verifique sua conexão.'),
    ).toBeVisible();
    // It replaced the prerendered screen, which could never come alive.
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a) à Jornada!' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeFocused();
    expect(network.aborted()).toBeGreaterThanOrEqual(1);
    await expectNoA11yViolations(page);

    network.goOnline();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Bem-vindo(a) à Jornada!' })).toBeVisible();
    await expectLivePage(page);
  });
});
