import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './serverFiles.ts';

describe('precompress', () => {
  it('writes .br and .gz beside each text file, decoding to it; leaves fonts and images', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'jornada-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    const script = 'export const copy = "Bem-vindo(a) à Jornada!";\n'.repeat(50);
    await writeFile(path.join(dir, 'assets', 'app-1a2b.js'), script);
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Jornada</p>'.repeat(40)}`);
    await writeFile(path.join(dir, 'assets', 'inter.woff2'), Buffer.alloc(2048, 7));
    await precompress(dir);
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'app-1a2b.js',
      'app-1a2b.js.br',
      'app-1a2b.js.gz',
      'inter.woff2',
    ]);
    const file = path.join(dir, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(script.length / 10);
  });
});
