import type { Page } from '@playwright/test';
import { aheadKept, keptFiles, serviceWorkerInCharge } from '../offlineHelpers';
import { ROUTES } from '../routeUrls';
import { withSaveData } from '../saveData';
import { expect, test, type Deployment } from './deployment';
import { FIRST_VISIT_KIB, kib, settled } from './sentBytes';

/** The landing page, then "Acessar minha conta", as a participant's first visit goes. */
async function firstVisit(page: Page, deployment: Deployment): Promise<number> {
  await page.goto(`${deployment.url}${ROUTES.landing.path}`);
  await serviceWorkerInCharge(page);
  await page.getByRole('button', { name: 'Acessar minha conta' }).click();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  return settled(deployment);
}

/** The biggest answers, for the report. */
const largest = (deployment: Deployment) =>
  deployment
    .sent()
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 8)
    .map(({ bytes, path }) => `${kib(bytes)} KiB ${path}`)
    .join(', ');

test.describe('a first visit through nginx: the bytes on the wire', () => {
  test.use({ serviceWorkers: 'allow' });

  test(`with the campaigns kept for offline: at most ${FIRST_VISIT_KIB.all} KiB`, async ({
    page,
    freshDeployment,
  }) => {
    const bytes = await firstVisit(page, freshDeployment);
    await aheadKept(page);
    const all = await settled(freshDeployment);
    console.log(`first visit: ${kib(all)} KiB (goal ${FIRST_VISIT_KIB.all} KiB)`);
    test.info().annotations.push({
      type: 'first visit',
      description: `${kib(all)} KiB in ${freshDeployment.sent().length} answers (${kib(bytes)} KiB before the artwork finished); largest: ${largest(freshDeployment)}`,
    });
    expect(kib(all)).toBeLessThanOrEqual(FIRST_VISIT_KIB.all);
  });

  test(`with Save-Data: at most ${FIRST_VISIT_KIB.saveData} KiB, only what the pages loaded`, async ({
    page,
    freshDeployment,
  }) => {
    await withSaveData(page);
    const bytes = await firstVisit(page, freshDeployment);
    console.log(
      `first visit with Save-Data: ${kib(bytes)} KiB (goal ${FIRST_VISIT_KIB.saveData} KiB)`,
    );
    test.info().annotations.push({
      type: 'first visit, Save-Data',
      description: `${kib(bytes)} KiB in ${freshDeployment.sent().length} answers; largest: ${largest(freshDeployment)}`,
    });
    expect(kib(bytes)).toBeLessThanOrEqual(FIRST_VISIT_KIB.saveData);
    // Kept for offline: what the two pages loaded (and their HTML), nothing they did not.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name }) => new URL(name).pathname),
    );
    const kept = await keptFiles(page);
    expect(kept.filter((file) => !file.endsWith('.html') && !loaded.includes(file))).toEqual([]);
  });
});
