import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  EAGER_PACKAGES,
  compileHints,
  holdsPackage,
  withCompileHint,
} from './compileHints';

describe('compile hints', () => {
  it('recognises the packages in pnpm paths, and nothing else', () => {
    const pnpm = '/w/node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/client.js';
    expect(holdsPackage([pnpm], EAGER_PACKAGES)).toBe(true);
    expect(holdsPackage(['/w/node_modules/react-router/dist/index.mjs'], EAGER_PACKAGES)).toBe(
      true,
    );
    expect(
      holdsPackage(['/w/node_modules/.pnpm/valibot@1/node_modules/valibot/x.js'], EAGER_PACKAGES),
    ).toBe(false);
    expect(holdsPackage(['/w/apps/portal/src/react/thing.ts'], EAGER_PACKAGES)).toBe(false);
  });

  it('puts the hint on the first line and keeps the source map aligned', () => {
    const chunk = { code: 'import"./a.js";f();', map: { mappings: 'AAAA' } };
    withCompileHint(chunk as unknown as Rolldown.OutputChunk);
    expect(chunk.code.split('\n')).toEqual([COMPILE_HINT, 'import"./a.js";f();']);
    expect(chunk.map.mappings).toBe(';AAAA');
  });

  it('is the first line of a built chunk, above the preload map Vite writes there', async () => {
    // The entry holds the package and loads a page that shares a chunk with another page: Vite
    // gives the entry its preload map (`__vite__mapDeps`) for that import.
    const root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    try {
      const files: Record<string, string> = {
        'node_modules/eager-lib/package.json': '{"name":"eager-lib","main":"index.js"}',
        'node_modules/eager-lib/index.js': 'export const lib = () => "lib";',
        'main.js': `import { lib } from 'eager-lib';
          console.log(lib(), import('./a.js'), import('./b.js'));`,
        'a.js': "import { shared } from './shared.js'; export const a = shared + 'a';",
        'b.js': "import { shared } from './shared.js'; export const b = shared + 'b';",
        'shared.js': 'export const shared = String(Math.random());',
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      const result = (await build({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [compileHints(['eager-lib'])],
        build: { write: false, rollupOptions: { input: path.join(root, 'main.js') } },
      })) as Rolldown.RolldownOutput;
      const chunks = result.output.filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      expect(entry.code).toContain('__vite__mapDeps');
      expect(entry.code.split('\n')[0]).toBe(COMPILE_HINT);
      const others = chunks.filter((chunk) => !chunk.isEntry);
      for (const chunk of others) expect(chunk.code).not.toContain(COMPILE_HINT);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
