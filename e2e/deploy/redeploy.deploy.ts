import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { CAMPAIGN_NAMES } from '../../apps/portal/src/content/campaigns/list';
import { UPDATE_ACTION, UPDATE_MESSAGE } from '../../packages/ui/src/copy';
import { expectLivePage } from '../livePage';
import { logInAt } from '../mockServer';
import { ROUTES } from '../routeUrls';
import { PORTAL_DIST, expect, test, type Deployment } from './deployment';
import { buildNext } from './nextBuild';
import { NEXT_TITLE } from './nextBuild.config';

// One worker takes this file's tests, in order: they share the next build, made once.
test.describe.configure({ mode: 'default' });

let nextBuild = '';
test.beforeAll(async () => {
  test.setTimeout(180_000);
  nextBuild = await buildNext();
});
test.afterAll(() => rmSync(path.dirname(nextBuild), { recursive: true, force: true }));

/** The headers a response of the portal carries, but those that name this one file or moment. */
async function headersOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
  const {
    date,
    etag,
    'last-modified': _modified,
    'content-length': _length,
    ...rest
  } = response.headers();
  void date;
  void etag;
  return { status: response.status(), ...rest };
}

/** A page of the kind every build has: each answers with the same headers. */
const sampleUrls = (build: string) => [
  '/',
  ROUTES.preLogin.path,
  ROUTES.regulamento.path,
  '/nada',
  '/config.json',
  '/sw.js',
  `/assets/${readdirSync(path.join(build, 'assets')).find((file) => file.endsWith('.js'))}`,
];

const regulationTitle = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Opens the menu and follows one of its links: an in-app navigation, with its lazy chunk. */
async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();
}

const logIn = (page: Page, { api }: Deployment) => logInAt(page, api.url, 'ana@jornada.demo');

test.describe('redeploys (deploy/deploy.mjs, then nginx serves the new release)', () => {
  test('a tab opened on the old build keeps navigating; the headers stay the same', async ({
    page,
    context,
    request,
    freshDeployment,
  }) => {
    const { url } = freshDeployment;
    const before = await Promise.all(
      sampleUrls(PORTAL_DIST).map((sample) => headersOf(request, `${url}${sample}`)),
    );
    await logIn(page, freshDeployment);
    await page.goto(`${url}${ROUTES.home.path}`);
    await expectLivePage(page);
    const oldChunks = readdirSync(path.join(PORTAL_DIST, 'assets'));
    // The next build really has other chunks: the old tab needs the kept ones.
    expect(
      oldChunks.filter((file) => !existsSync(path.join(nextBuild, 'assets', file))),
    ).not.toEqual([]);

    freshDeployment.deploy(nextBuild);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.getByRole('link', { name: CAMPAIGN_NAMES.anual, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.anual })).toBeVisible();
    await openFromMenu(page, 'Regulamento');
    // Still the old build's page, its chunk from the previous release.
    await expect(regulationTitle(page, 'Regulamento')).toBeVisible();
    expect(failed).toEqual([]);

    // A tab opened now gets the new build.
    const fresh = await context.newPage();
    await fresh.goto(`${url}${ROUTES.regulamento.path}`);
    await expect(regulationTitle(fresh, NEXT_TITLE)).toBeVisible();

    // The server's headers are the same for both builds: nothing in them came from the files.
    const after = await Promise.all(
      sampleUrls(nextBuild).map((sample) => headersOf(request, `${url}${sample}`)),
    );
    expect(after).toEqual(before);
    expect(readFileSync(path.join(nextBuild, '_headers'), 'utf8')).toBe(
      readFileSync(path.join(PORTAL_DIST, '_headers'), 'utf8'),
    );

    // A rollback: the tab opened on the new build keeps navigating too.
    freshDeployment.rollback();
    await fresh.goto(`${url}${ROUTES.home.path}`);
    await expectLivePage(fresh);
    await fresh.getByRole('link', { name: CAMPAIGN_NAMES.consumo, exact: true }).click();
    await expect(
      fresh.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.consumo }),
    ).toBeVisible();
    await page.reload();
    await expect(regulationTitle(page, 'Regulamento')).toBeVisible();
    expect(failed).toEqual([]);
  });

  test.describe('a returning visitor with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    /** Reloads until the new worker, installed in the background, offers itself; then takes it. */
    async function takeUpdate(page: Page) {
      await page.reload();
      await expectLivePage(page);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText(UPDATE_MESSAGE)).toBeVisible({ timeout: 30_000 });
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: UPDATE_ACTION }).click(),
      ]);
      await expectLivePage(page);
    }

    test('gets Nova versão disponível, then the new build; a rollback the same way', async ({
      page,
      freshDeployment,
    }) => {
      test.setTimeout(120_000);
      const { url } = freshDeployment;
      await logIn(page, freshDeployment);
      await page.goto(`${url}${ROUTES.home.path}`);
      await expectLivePage(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);

      freshDeployment.deploy(nextBuild);
      await takeUpdate(page);
      await openFromMenu(page, 'Regulamento');
      await expect(regulationTitle(page, NEXT_TITLE)).toBeVisible();

      freshDeployment.rollback();
      await takeUpdate(page);
      await openFromMenu(page, 'Regulamento');
      await expect(regulationTitle(page, 'Regulamento')).toBeVisible();
    });
  });
});
