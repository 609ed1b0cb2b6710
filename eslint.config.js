// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Layers point one way: ui <- flows <- portal, api <- flows <- portal. Flows take api types only,
 * but for `@jornada/api/messages`, the contract's texts, `@jornada/api/photo-type`, the photo
 * check, and `@jornada/api/photo-orientation`, its EXIF orientation: they import nothing but
 * pure modules of their own (no client, no store).
 */
const layer = (files, patterns) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  },
});

const apiKnowsNoUi = {
  group: ['@jornada/ui', '@jornada/flows', '@jornada/portal'],
  message: 'packages/api knows nothing of the UI or flows.',
};

/** Specs take `test` from `module`, whose fixtures they need, not from @playwright/test. */
const testFrom = (files, module, why) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test'],
            message: `Import \`test\` from '${module}': ${why}.`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'visual/report/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { ...jsxA11y.flatConfigs.strict, files: ['**/*.tsx'] },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/**/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // styled`…`, css`…`, createGlobalStyle`…`, keyframes`…`: the template is shipped as is.
          selector: 'TaggedTemplateExpression TemplateElement[value.raw=/\\/\\*/]',
          message: 'A comment in a CSS template ships to every phone: write it as a JS comment.',
        },
        {
          // The template part right after `${media.hover}` opens its block with the hover rule.
          selector:
            'TaggedTemplateExpression TemplateElement[value.raw=/:hover/]:not([value.raw=/^\\s*\\{[^{}]*:hover/])',
          message:
            'A hover look goes inside ${media.hover} { … }: a phone keeps :hover on what was tapped.',
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'deploy/**',
      'visual/**',
      'e2e/**',
      '*.config.*',
      'packages/api/src/mock/server.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Functions passed to page.evaluate / waitForFunction run in the browser.
    files: ['visual/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  testFrom(['e2e/**/*.e2e.ts'], './mockServer', 'it gives each worker its own mock API'),
  testFrom(['e2e/deploy/**/*.deploy.ts'], './deployment', 'it gives each worker its deployment'),
  layer(
    ['packages/ui/src/**'],
    [
      { group: ['@jornada/*'], message: 'packages/ui imports nothing of ours.' },
      {
        group: ['xstate', '@xstate/*', 'react-router*', '@reduxjs/*', 'react-redux', 'msw'],
        message: 'packages/ui is presentational: no state machines, router, store or API.',
      },
    ],
  ),
  layer(['packages/api/src/**'], [apiKnowsNoUi]),
  layer(
    // The service worker and the contact page's first screen load the outbox, which sends through
    // `sendContactRequest`: RTK Query must not come with it.
    [
      'packages/api/src/contactOutbox/**',
      'packages/api/src/endpoints/contact.ts',
      'packages/api/src/endpoints/noAnswer.ts',
    ],
    [
      apiKnowsNoUi,
      {
        group: ['@reduxjs/*', '**/baseApi', '**/baseQuery', '**/portalApi', '**/endpointCalls'],
        message: 'The contact outbox runs without a store (service worker): types only from here.',
        allowTypeImports: true,
      },
    ],
  ),
  {
    files: ['packages/flows/src/**'],
    // Stories and tests run the real api against the mock: the api runtime is theirs to import.
    ignores: [
      'packages/flows/src/**/*.stories.tsx',
      'packages/flows/src/**/*.test.ts',
      'packages/flows/src/**/*.test.tsx',
      'packages/flows/src/stories/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@jornada/api',
              message: 'flows take api types only (import type).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['@jornada/portal', 'react-router*'],
              message: 'flows do not know the portal or the router.',
            },
            {
              group: [
                '@jornada/api/*',
                '!@jornada/api/messages',
                '!@jornada/api/photo-type',
                '!@jornada/api/photo-orientation',
              ],
              message:
                'flows take api types only; at run time just @jornada/api/messages, /photo-type and /photo-orientation.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
