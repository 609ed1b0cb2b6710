import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile, startStaticServer, type StaticServer } from './staticSite';

describe('parseHeadersFile', () => {
  it('reads path patterns and their indented headers', () => {
    const rules = parseHeadersFile(
      [
        '/*',
        "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
    expect(rules).toEqual([
      ['/*', [['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]]],
      ['/assets/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
    ]);
  });

  it('ignores blank lines and comments', () => {
    expect(parseHeadersFile('# caching\n\n/index.html\n  Cache-Control: no-cache\n')).toEqual([
      ['/index.html', [['Cache-Control', 'no-cache']]],
    ]);
  });
});

const HEADERS = [
  '/*',
  "  Content-Security-Policy: default-src 'self'",
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '',
].join('\n');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let site: StaticServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'jornada-site-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'pre-login'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Jornada</title>');
  await writeFile(path.join(dist, 'pre-login', 'index.html'), '<!doctype html><h1>Acesso</h1>');
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  await writeFile(path.join(dist, '_headers'), HEADERS);
  site = await startStaticServer(dist);
});
afterAll(() => site.close());

/** A GET without fetch's own decompression: the status, headers and raw body length. */
function rawGet(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: number }>(
    (resolve, reject) => {
      request(`${site.url}${urlPath}`, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('startStaticServer', () => {
  it("serves a prerendered page's folder index for its path, with or without the slash", async () => {
    for (const url of ['/pre-login', '/pre-login/', '/pre-login?painel=cadastro']) {
      expect(await (await fetch(`${site.url}${url}`)).text()).toBe(
        '<!doctype html><h1>Acesso</h1>',
      );
    }
  });

  it('serves index.html for other paths without an extension, 404 for missing files', async () => {
    for (const url of ['/', '/meu-perfil', '/pre-login/outra']) {
      const page = await fetch(`${site.url}${url}`);
      expect(await page.text()).toBe('<!doctype html><title>Jornada</title>');
      expect(page.headers.get('content-type')).toMatch(/^text\/html;\s?charset=utf-8$/);
    }
    expect((await fetch(`${site.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${site.url}/`, { method: 'POST' })).status).toBe(404);
  });

  it("applies the site's _headers rules over no-cache", async () => {
    const page = await fetch(`${site.url}/meu-perfil`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${site.url}/assets/app-1a2b.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('sends text compressed when the browser accepts it', async () => {
    const plain = await rawGet('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes).toBe(SCRIPT.length);
    const gzip = await rawGet('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(gzip.bytes).toBeLessThan(SCRIPT.length / 10);
  });

  it('serves what a rebuild writes under the running server, with its new _headers', async () => {
    await writeFile(path.join(dist, 'assets', 'app-3c4d.js'), 'console.log(2)');
    await writeFile(path.join(dist, '_headers'), HEADERS.replace("'self'", "'none'"));
    const asset = await fetch(`${site.url}/assets/app-3c4d.js`);
    expect(await asset.text()).toBe('console.log(2)');
    expect(asset.headers.get('content-security-policy')).toBe("default-src 'none'");
    await writeFile(path.join(dist, '_headers'), HEADERS);
  });
});
