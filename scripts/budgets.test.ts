import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureRoutes } from './budgets';

describe('measureRoutes', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  const files = {
    'assets/index.js': 'x'.repeat(3000),
    'assets/Home.js': 'let a=1;'.repeat(500),
    'assets/unused.js': Array.from({ length: 2000 }, (_, i) => i.toString(36)).join(','),
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dist, file), text);
  const gzipped = (file: keyof typeof files) => gzipSync(files[file], { level: 9 }).length;
  const kb = (bytes: number) => Math.round(bytes / 100) / 10;

  const measured = measureRoutes(dist, {
    entry: ['assets/index.js'],
    routes: [{ path: '/home', page: 'Home', files: ['assets/Home.js'] }],
  });

  it("counts each route's first load as the entry's chunks plus its own, gzipped", () => {
    expect(measured.routes).toEqual([
      {
        path: '/home',
        page: 'Home',
        files: ['assets/index.js', 'assets/Home.js'],
        gzipKb: kb(gzipped('assets/index.js') + gzipped('assets/Home.js')),
      },
    ]);
  });

  it('counts every JavaScript file of the build in the total', () => {
    expect(measured.totalJsKb).toBe(
      kb(gzipped('assets/index.js') + gzipped('assets/Home.js') + gzipped('assets/unused.js')),
    );
  });
});
