#!/usr/bin/env node
// `npm run chromatic`: publishes the built Storybook to Chromatic when a project token is set.
// Without one it says so and points to the local visual review, which needs no service.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was sent.\n' +
      'Set it to publish the stories to Chromatic (its service must be reachable from this machine).\n' +
      'Without it, review visual changes locally: `npm run visual`, `npx playwright show-report visual/report`, then `npm run visual:approve`.',
  );
  process.exit(1);
}
if (!existsSync('storybook-static/index.json'))
  execSync('npm run build-storybook', { stdio: 'inherit' });
execSync('chromatic --storybook-build-dir storybook-static --exit-zero-on-changes --only-changed', {
  stdio: 'inherit',
});
