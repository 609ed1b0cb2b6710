import { describe, expect, it } from 'vitest';
import { startupClosure, staticClosure, type Manifest } from './budgets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/Home/index.ts'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/Home/index.ts': {
    file: 'assets/Home.js',
    isDynamicEntry: true,
    imports: ['_ui.js', 'index.html'],
    dynamicImports: ['_later.js'],
  },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  '_later.js': { file: 'assets/later.js' },
};

describe('staticClosure', () => {
  it('follows static imports only, each chunk once, cycles included', () => {
    expect([...staticClosure(manifest, 'src/pages/Home/index.ts')].sort()).toEqual([
      '_react.js',
      '_ui.js',
      'index.html',
      'src/pages/Home/index.ts',
    ]);
  });

  it('does not count what the entry already loaded twice', () => {
    const entry = staticClosure(manifest, 'index.html');
    const page = staticClosure(manifest, 'src/pages/Home/index.ts', new Set(entry));
    expect(page.size).toBe(4);
  });

  it('ignores an unknown key', () => {
    expect(staticClosure(manifest, 'nope').size).toBe(0);
  });
});

describe('startupClosure', () => {
  it("adds start-up's steps, imported dynamically by the entry, and their static imports", () => {
    const stepped: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/startup/reactDom.ts', 'src/startup/app.tsx'],
      },
      'src/startup/reactDom.ts': { file: 'assets/reactDom.js', imports: ['_react.js'] },
      'src/startup/app.tsx': {
        file: 'assets/app.js',
        imports: ['_react.js', '_router.js'],
        dynamicImports: ['src/pages/Home/index.ts'],
      },
      '_react.js': { file: 'assets/react.js' },
      '_router.js': { file: 'assets/router.js' },
      'src/pages/Home/index.ts': { file: 'assets/Home.js', isDynamicEntry: true },
    };
    expect([...startupClosure(stepped)].sort()).toEqual([
      '_react.js',
      '_router.js',
      'index.html',
      'src/startup/app.tsx',
      'src/startup/reactDom.ts',
    ]);
  });

  it('is the static closure of the entry when there are no steps', () => {
    expect([...startupClosure(manifest)].sort()).toEqual(['_react.js', 'index.html']);
  });
});
