import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { measureKeptAhead, measureRoutes } from './budgets';

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

describe('measureKeptAhead', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'kept-ahead-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, 'assets'));
  const list = [
    { revision: 'a1', url: 'index.html' },
    { revision: null, url: 'assets/font.woff2' },
    { revision: null, url: 'assets/PreLogin-abcdefgh.js', onceOpened: true },
  ];
  writeFileSync(path.join(dist, 'sw.js'), `self.list=${JSON.stringify(list)};`);
  writeFileSync(path.join(dist, 'index.html'), 'h'.repeat(4096));
  writeFileSync(path.join(dist, 'index.html.br'), 'b'.repeat(1024));
  writeFileSync(path.join(dist, 'assets/font.woff2'), 'f'.repeat(2048));
  writeFileSync(path.join(dist, 'assets/PreLogin-abcdefgh.js'), 'p'.repeat(8192));

  it('counts the files kept ahead as a server sends them: the brotli copy where there is one', () => {
    expect(measureKeptAhead(dist)).toEqual({ files: 2, kib: 3 });
  });
});
