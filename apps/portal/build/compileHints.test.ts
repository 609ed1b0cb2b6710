import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, EAGER_PACKAGES, holdsPackage, withCompileHint } from './compileHints';

describe('compile hints', () => {
  it('recognises the packages in pnpm paths, and nothing else', () => {
    const pnpm = '/w/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/client.js';
    expect(holdsPackage([pnpm], EAGER_PACKAGES)).toBe(true);
    expect(holdsPackage(['/w/node_modules/react-router/dist/index.mjs'], EAGER_PACKAGES)).toBe(
      true,
    );
    expect(
      holdsPackage(['/w/node_modules/.pnpm/imask@7/node_modules/imask/x.js'], EAGER_PACKAGES),
    ).toBe(false);
    expect(holdsPackage(['/w/apps/portal/src/react/thing.ts'], EAGER_PACKAGES)).toBe(false);
  });

  it('puts the hint on the first line and keeps the source map aligned', () => {
    const chunk = { code: 'import"./a.js";f();', map: { mappings: 'AAAA' } };
    withCompileHint(chunk as unknown as Rolldown.OutputChunk);
    expect(chunk.code.split('\n')).toEqual([COMPILE_HINT, 'import"./a.js";f();']);
    expect(chunk.map.mappings).toBe(';AAAA');
  });
});
