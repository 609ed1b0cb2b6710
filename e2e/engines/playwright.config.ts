import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config';

/**
 * Journeys in the engines besides Chromium (browsers.ts launches them for each journey:
 * Firefox ESR and WebKitGTK from Debian's packages, scripts/engines.mjs). One at a time: each
 * engine wants both cores.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '**/*.engines.ts',
  outputDir: '../../test-results/engines',
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '../../.reports/engines.json' }]],
  projects: [{ name: 'engines' }],
});
