import { describe, expect, it } from 'vitest';
import { staticClosure, type Manifest } from './budgets';

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
