import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const launchOptions = { executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS };

/**
 * The built portal as a team deploys it (deployment.ts): deploy/deploy.mjs, Debian's nginx with
 * deploy/nginx's template, and the mock API and storage on another origin. The journeys that touch
 * the network, on a phone's width; each worker has a deployment of its own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.deploy.ts',
  outputDir: '../../test-results/deploy',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.reports/deploy.json' }]],
  use: {
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    // As in the e2e stage: the specs about the worker allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile-375',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        hasTouch: true,
        launchOptions,
      },
    },
  ],
});
