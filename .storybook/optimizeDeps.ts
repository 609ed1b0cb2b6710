/**
 * Dependencies Vite would otherwise discover mid-run (a story that imports them first makes Vite
 * re-optimise and reload, failing the stories already running). Pre-bundled up front instead.
 */
export const storyDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  'react-imask',
  'xstate',
  '@xstate/react',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'react-router-dom',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  // A dependency of @jornada/api only: the root cannot resolve it by its bare name.
  '@jornada/api > idb-keyval',
  'storybook/test',
];
