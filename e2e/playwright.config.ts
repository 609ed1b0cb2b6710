import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const launchOptions = { executablePath: findChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS };

/**
 * Specs whose subject is the same at every width (storage, sessions, the photo, the worker, the
 * outbox, headers) or that set their own widths: they run once, in the phone project. Layout at
 * 1280 is also the visual review's subject; the desktop project keeps the journeys through the
 * header, the pages, the guards, login and the profile.
 */
const SAME_AT_EVERY_WIDTH = [
  'chunk-failure',
  'contact',
  'csp',
  'drafts',
  'offline',
  'photoWorker',
  'recovery',
  'registration',
  'responsive',
  'session-refresh',
  'shared-phone',
  'stored-data',
].map((name) => `**/${name}.e2e.ts`);

/**
 * The built portal (apps/portal/dist) with the embedded mock API: each worker serves it from a
 * server of its own on a free port (the `test` of mockServer.ts sets `baseURL`), so the two
 * workers (one per core) never share accounts, codes or uploads.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.reports/e2e.json' }]],
  use: {
    // Recording a trace costs every test CPU: on CI a failed test is traced on its retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
    // A journey runs as in a browser without a service worker (some in-app browsers have none),
    // sparing each test the precache; specs about what the worker does (offline, the outbox, the
    // CSP) or about reloads mid-flow allow it.
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
    {
      name: 'desktop-1280',
      testIgnore: SAME_AT_EVERY_WIDTH,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
