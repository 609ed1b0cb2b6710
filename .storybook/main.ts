import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storyDeps } from './optimizeDeps.ts';

const config: StorybookConfig = {
  // The kit, the flows, and the portal's pages (apps/portal/src/pages/*/*.stories.tsx).
  stories: [
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // msw-storybook-addon registers /mockServiceWorker.js: served from the installed msw, so the
  // worker always matches the library's version (a stale copy would refuse to start).
  staticDirs: [
    {
      from: fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js')),
      to: '/mockServiceWorker.js',
    },
  ],
  // Storybook's 100 ms "preparing" timer can fire after a story has begun to render and hide it
  // (display: none): a dialog that opens then cannot take the focus (storybookjs/storybook#18347).
  // The loader is drawn over the story anyway, so the story need not be hidden.
  previewHead: (head) => `${head}
<style>
  .sb-show-preparing-story:not(.sb-show-main) > #storybook-root { display: block; }
</style>`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config) =>
    mergeConfig(config, {
      optimizeDeps: { include: storyDeps },
      // The built Storybook is a review tool, never what a participant loads: its large preview
      // bundle and the docgen plugin's share of build time are no news in `npm test`.
      build: {
        chunkSizeWarningLimit: 1500,
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    }),
};

export default config;
