import { defineConfig } from '@playwright/test';
import e2e from '../playwright.config';

/**
 * The built portal as a team deploys it (deployment.ts): deploy/deploy.mjs, Debian's nginx with
 * deploy/nginx's template, and the mock API and storage on another origin. The journeys that touch
 * the network, at the e2e stage's phone width; each worker has a deployment of its own.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: '**/*.deploy.ts',
  outputDir: '../../test-results/deploy',
  reporter: [['list'], ['json', { outputFile: '../../.reports/deploy.json' }]],
  projects: e2e.projects?.filter((project) => project.name === 'mobile-375'),
});
