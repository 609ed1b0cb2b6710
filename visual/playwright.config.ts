import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

/**
 * The visual review (`npm run visual`, run.mjs): every story and portal page compared with its
 * baseline, visual/baselines/<id>@<width>.png. The global setup builds what is out of date and
 * lists the stories; stories.visual.ts and pages.visual.ts say how each is shot.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  globalSetup: './globalSetup.ts',
  fullyParallel: true,
  // Measured on 2 cores (621 shots): 3 workers 325 s, 4 workers 343 s; each is a browser of its
  // own, and a third keeps the cores busy while the others wait on frames, fonts and timers.
  workers: Number(process.env.VISUAL_WORKERS ?? 3),
  // As the other browser stages: once under CI, and `npm test` names a shot that passed only then.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // A new or changed shot fails without touching its baseline: `npm run visual:approve` writes.
  updateSnapshots: 'none',
  // maxDiffPixels is given per shot (fixtures.ts expectShot).
  expect: { toMatchSnapshot: { threshold: 0.1 } },
  reporter: [
    ['dot'],
    ['html', { outputFolder: 'report', open: 'never' }],
    ['json', { outputFile: '../.reports/visual.json' }],
  ],
  use: {
    launchOptions: { executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
});
