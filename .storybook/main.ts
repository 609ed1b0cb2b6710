import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storyDeps } from './optimizeDeps.ts';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config) => mergeConfig(config, { optimizeDeps: { include: storyDeps } }),
};

export default config;
