import { rmSync } from 'node:fs';
import path from 'node:path';
import { UPDATE_ACTION, UPDATE_MESSAGE } from '../../packages/ui/src/copy';
import { findEngines } from '../../scripts/engines.mjs';
import { expect, test } from '../deploy/deployment';
import { buildNext } from '../deploy/nextBuild';
import { NEXT_TITLE } from '../deploy/nextBuild.config';
import { loginTokensAt } from '../mockServer';
import { ROUTES } from '../routeUrls';
import { BROWSERS } from './browsers';
import { workerInControl, type Browsing } from './browsing';

/**
 * A new deploy while a participant's tab is open, behind nginx, in Firefox and WebKitGTK: the
 * tab's worker finds the new version, the tab offers `Atualizar`, and after it the pages are the
 * new build's (redeploy.deploy.ts does the same in Chromium, with a rollback too).
 */

test.describe.configure({ mode: 'default', timeout: 240_000 });

let nextBuild = '';
test.beforeAll(async () => {
  test.setTimeout(180_000);
  findEngines();
  nextBuild = await buildNext();
});
test.afterAll(() => rmSync(path.dirname(nextBuild), { recursive: true, force: true }));

/** True once the document `b` shows is a new one (not the one this was first asked of). */
async function markDocument(b: Browsing) {
  await b.run(() => {
    Object.assign(window, { jornadaOldDocument: true });
  }, undefined);
  return () =>
    b.run(
      () => !('jornadaOldDocument' in window) && !document.querySelector('div[data-prerender]'),
      undefined,
    );
}

for (const { engine, browse } of BROWSERS)
  test(`${engine}: a deploy while the tab is open offers Atualizar, then the new build`, async ({
    freshDeployment,
    request,
  }) => {
    const { url } = freshDeployment;
    const tokens = await loginTokensAt(request, freshDeployment.api.url);
    await browse(async (b) => {
      await b.open(`${url}${ROUTES.landing.path}`);
      await b.run(({ accessToken, refreshToken }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      }, tokens);
      await b.open(`${url}${ROUTES.home.path}`);
      await workerInControl(b);

      freshDeployment.deploy(nextBuild);
      // As the browser does on its own at the next navigation, sooner.
      await b.run(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      }, undefined);
      await expect.poll(() => b.shows(UPDATE_MESSAGE), { timeout: 30_000 }).toBe(true);
      const reloaded = await markDocument(b);
      await b.press(UPDATE_ACTION);
      await expect.poll(reloaded, { timeout: 30_000 }).toBe(true);
      expect(await b.path()).toBe(ROUTES.home.path);

      // An in-app navigation now loads the new build's page.
      await b.press('Abrir menu');
      await b.press('Regulamento');
      await b.heading(NEXT_TITLE);
    });
  });
