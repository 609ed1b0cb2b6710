import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { storyDeps } from './.storybook/optimizeDeps.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const reportsDir = path.join(dirname, '.reports');

// Only the story projects need a browser: find it lazily so `vitest --project unit` works without.
const needsBrowser = !process.argv.includes('unit');

/**
 * A project of story tests in a browser instance of its own. An instance runs its files one after
 * another in one iframe, so the stories are split in two projects, one per core: the kit's, and
 * every other package's with the portal's pages.
 */
const storiesProject = (name: string, exclude: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  optimizeDeps: { include: storyDeps },
  test: {
    name,
    exclude,
    // The first statechart story loads Mermaid (3.6 MB): on a loaded 2-core machine, 30 s and more.
    testTimeout: 60_000,
    // One iframe for every story file: the preview, React and the kit load once, not per file.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: needsBrowser
          ? { executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS }
          : {},
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default defineConfig({
  test: {
    reporters: [
      'default',
      [
        'json',
        { outputFile: path.join(reportsDir, `vitest-${process.env.JORNADA_STAGE ?? 'run'}.json`) },
      ],
    ],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Files share one module graph (none mocks a module); stubbed globals and spies are
          // restored before every test, so none leaks into the next file.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          // Generated-path replays of the machines take seconds on a loaded 2-core CI machine.
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/build/**/*.test.ts',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
            'visual/**/*.test.ts',
          ],
        },
      },
      storiesProject('stories-ui', ['packages/!(ui)/**', 'apps/**']),
      storiesProject('stories-others', ['packages/ui/**']),
    ],
  },
});
