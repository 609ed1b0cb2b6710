import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { ROUTE_ROWS } from '../src/routes/routeTable.ts';
import { firstLoad } from './firstLoad.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry: fileName === 'assets/index.js',
});

/** A built portal: each page of the route table imports React; the profile also a form kit. */
const pages = ROUTE_ROWS.map(({ page }) =>
  chunk(`assets/${page}.js`, `/app/src/pages/${page}/index.ts`, [
    'assets/react.js',
    ...(page === 'MeuPerfil' ? ['assets/forms.js'] : []),
  ]),
);
const bundleOf = (items: ReturnType<typeof chunk>[]) =>
  Object.fromEntries(
    items.map((item) => [item.fileName, item]),
  ) as unknown as Rolldown.OutputBundle;
const portal = [
  chunk('assets/index.js', '/app/src/main.tsx', ['assets/helper.js']),
  chunk('assets/helper.js', null),
  chunk('assets/reactDom.js', '/app/src/startup/reactDom.ts', ['assets/react.js']),
  chunk('assets/app.js', '/app/src/startup/app.tsx', ['assets/react.js', 'assets/router.js']),
  chunk('assets/react.js', null),
  chunk('assets/router.js', null, ['assets/react.js']),
  chunk('assets/ApiLayout.js', '/app/src/routes/ApiLayout.tsx', ['assets/rtk.js']),
  chunk('assets/rtk.js', null, ['assets/react.js']),
  chunk('assets/forms.js', null),
  ...pages,
];

describe('firstLoad', () => {
  const { entry, routes } = firstLoad(bundleOf(portal));

  it("lists the entry first, then start-up's steps and their static imports, each once", () => {
    expect(entry[0]).toBe('assets/index.js');
    expect([...entry].sort()).toEqual([
      'assets/app.js',
      'assets/helper.js',
      'assets/index.js',
      'assets/react.js',
      'assets/reactDom.js',
      'assets/router.js',
    ]);
  });

  it("gives every route of the table its page's chunks beyond the entry's", () => {
    expect(routes.map((route) => route.path)).toEqual(ROUTE_ROWS.map((row) => row.path));
    expect(routes.find((route) => route.path === '/home')?.files).toEqual(['assets/Home.js']);
  });

  it('adds the API layout and its imports for a page that uses the API', () => {
    expect(routes.find((route) => route.path === '/meu-perfil')?.files.sort()).toEqual([
      'assets/ApiLayout.js',
      'assets/MeuPerfil.js',
      'assets/forms.js',
      'assets/rtk.js',
    ]);
  });

  it('fails the build when a page of the table has no chunk', () => {
    const withoutHome = portal.filter((item) => item.fileName !== 'assets/Home.js');
    expect(() => firstLoad(bundleOf(withoutHome))).toThrow(/pages\\\/Home/);
  });
});
