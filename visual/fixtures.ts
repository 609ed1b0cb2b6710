/**
 * The visual tests' `test`: each worker serves the built Storybook and keeps one page with its
 * preview loaded (stories are switched inside it, far faster than a page load per story); a worker
 * that shoots portal pages also starts the mock server on the built portal (portalPages.ts).
 */
import { test as base, expect, type Page } from '@playwright/test';
import { startStaticServer } from '../packages/api/src/mock/staticSite';
import { HEIGHT, ROOT, STORYBOOK_DIR, WIDTHS } from './plan';
import { maxDiffPixels, optimisePng, pngSize } from './png';
import { servePortal } from './portalPages';

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      emit: (event: string, data: unknown) => void;
      on: (event: string, listener: (data: unknown) => void) => void;
    };
    __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown };
  }
}

interface WorkerFixtures {
  /** The built Storybook, served by this worker. */
  storybookUrl: string;
  /** This worker's page for stories: its viewport is set by each test. */
  storyPage: Page;
  /** The built portal with the mock API, served by this worker (its logins are its own). */
  portalUrl: string;
}

export const test = base.extend<object, WorkerFixtures>({
  storybookUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
    async ({}, use) => {
      const server = await startStaticServer(STORYBOOK_DIR);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker' },
  ],
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        viewport: { width: WIDTHS[0], height: HEIGHT },
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  portalUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
    async ({}, use) => {
      const portal = await servePortal(ROOT);
      await use(portal.url);
      portal.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * Compares `png` with visual/baselines/`name` by decoded pixels: it fails when more than
 * maxDiffPixels (png.ts) differ, by pixelmatch at threshold 0.1 (the config's) without the
 * anti-aliased ones. Playwright takes the smaller of `maxDiffPixels` and `maxDiffPixelRatio`, so
 * "0.05%, at least 20" is given per shot, from its size. Soft: the layout checks still run.
 * Approving (`--update-snapshots`), the shot is given as stored (png.ts): Playwright writes it.
 */
export async function expectShot(png: Buffer, name: string): Promise<void> {
  const { width, height } = pngSize(png);
  const approving = test.info().config.updateSnapshots !== 'none';
  expect
    .soft(approving ? await optimisePng(png) : png)
    // As an array, the name is taken as is: a string would have its `@` replaced by `-`.
    .toMatchSnapshot([name], { maxDiffPixels: maxDiffPixels(width * height) });
}
