import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4179);
export const baseURL = `http://127.0.0.1:${PORT}`;
const launchOptions = { executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS };

/** The built portal (apps/portal/dist) served with the embedded mock API, on one port. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
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
    {
      name: 'desktop-1280',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `tsx packages/api/src/mock/server.ts --static apps/portal/dist --port ${PORT}`,
    cwd: '..',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { MOCK_TOKEN_TTL_SECONDS: process.env.MOCK_TOKEN_TTL_SECONDS ?? '900' },
  },
});
