import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  IMMUTABLE,
  REVALIDATE,
  STORAGE_POLICY,
  securityHeaders,
} from '../../apps/portal/build/responseHeaders';
import { checkDeploy } from '../../deploy/check';
import { startMockServer } from '../../packages/api/src/mock/server';
import { expectLivePage } from '../livePage';
import { ROUTES, ROUTE_URLS, UNKNOWN_URL } from '../routeUrls';
import { PORTAL_DIST, expect, test } from './deployment';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command from the repository's root; its output and exit status. */
function command(file: string, args: string[]): Promise<{ output: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ output, status }));
  });
}

/** A chunk of the build, its name as the HTML asks for it. */
const anAsset = () =>
  `/assets/${readdirSync(path.join(PORTAL_DIST, 'assets')).find((file) => file.endsWith('.js'))}`;

const get = (request: APIRequestContext, url: string, encoding = 'br, gzip') =>
  request.get(url, { headers: { 'Accept-Encoding': encoding }, maxRedirects: 0 });

/** The portal's security headers, on every answer of its own, errors included. */
function expectSecurityHeaders(response: APIResponse, apiOrigin: string) {
  const headers = response.headers();
  for (const [name, value] of securityHeaders()) {
    if (name === 'Content-Security-Policy') continue;
    expect(headers[name.toLowerCase()], `${name} of ${response.url()}`).toBe(value);
  }
  const policy = headers['content-security-policy'] ?? '';
  // The deployment's origins are the server's; the build's script hash is not.
  expect(policy).toContain(`connect-src 'self' ${apiOrigin}`);
  expect(policy).toContain(`img-src 'self' data: blob: ${apiOrigin}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('sha256-');
}

test.describe('the portal behind nginx (deploy/nginx template)', () => {
  test('each page of the route table answers 200 with its own HTML, no redirect, never cached stale', async ({
    request,
    deployment,
  }) => {
    for (const { url } of ROUTE_URLS) {
      if (url === UNKNOWN_URL) continue;
      for (const address of url === '/' ? [url] : [url, `${url}/`]) {
        const response = await get(request, address);
        expect(response.status(), address).toBe(200);
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers()['cache-control']).toBe(REVALIDATE);
        expectSecurityHeaders(response, deployment.api.url);
      }
    }
    // A prerendered page is its own file, not the app's shell.
    expect(await (await get(request, ROUTES.preLogin.path)).text()).toContain(
      'data-prerender-path="/pre-login"',
    );
  });

  test('anything else is a 404 with the not-found page: files, API-looking paths, _headers', async ({
    request,
    deployment,
    page,
  }) => {
    for (const address of [
      '/nada',
      '/assets/nada.js',
      '/api/participante',
      '/_headers',
      '/icons/',
    ]) {
      const response = await get(request, address);
      expect(response.status(), address).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe(REVALIDATE);
      expectSecurityHeaders(response, deployment.api.url);
    }
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expectLivePage(page);
  });

  test('files: assets for a year, precompressed brotli and gzip, the manifest and sw.js by type', async ({
    request,
    deployment,
  }) => {
    const asset = anAsset();
    const brotli = await get(request, asset, 'br, gzip');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers()['content-type']).toBe('application/javascript; charset=utf-8');
    expectSecurityHeaders(brotli, deployment.api.url);
    expect((await get(request, asset, 'gzip')).headers()['content-encoding']).toBe('gzip');
    // Playwright decodes the body: it is the file as built.
    expect(await brotli.text()).toBe(readFileSync(path.join(PORTAL_DIST, asset), 'utf8'));

    const manifest = await get(request, '/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers()['cache-control']).toBe(REVALIDATE);
    const worker = await get(request, '/sw.js');
    expect(worker.headers()['content-type']).toBe('application/javascript; charset=utf-8');
    expect(worker.headers()['cache-control']).toBe(REVALIDATE);

    // The HTML's charset is declared within its first 1024 bytes.
    const html = await (await get(request, '/')).text();
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024 - 30);
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeGreaterThan(0);
  });

  test("config.json is the environment's, given to the server, not the build's", async ({
    request,
    deployment,
  }) => {
    const response = await get(request, '/config.json');
    expect(response.headers()['cache-control']).toBe(REVALIDATE);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      apiUrl: `${deployment.api.url}/api`,
      publicApiUrl: `${deployment.api.url}/public-api`,
      storageHost: deployment.api.url,
    });
  });

  test("the storage's paths come from the bucket, sandboxed, read-only", async ({
    request,
    deployment,
  }) => {
    const avatar = await request.get('/avatars/piloto-vega.svg');
    expect(avatar.status()).toBe(200);
    expect(avatar.headers()['content-type']).toContain('image/svg+xml');
    expect(avatar.headers()['content-security-policy']).toBe(STORAGE_POLICY);
    expect(avatar.headers()['x-content-type-options']).toBe('nosniff');
    expect(avatar.headers()['cache-control']).toBe('public, max-age=86400');
    expect(await avatar.text()).toBe(
      await (await request.get(`${deployment.api.url}/avatars/piloto-vega.svg`)).text(),
    );
    expect((await request.put('/uploads/x.jpg', { data: 'x' })).status()).toBe(403);
  });
});

test.describe('npm run check-deploy', () => {
  test('finds this deployment as it must be, by the command a team runs', async ({
    deployment,
  }) => {
    // Not spawnSync: this worker's own event loop answers for the API.
    const run = await command('npx', [
      'tsx',
      'deploy/check.ts',
      deployment.url,
      '--image',
      '/avatars/piloto-vega.svg',
    ]);
    expect(run.output).toMatch(/\n\d+ as they must be, 0 not\n$/);
    expect(run.status).toBe(0);
  });

  test('names what a plain static server gets wrong', async () => {
    const plain = await startMockServer({ port: 0, logCodes: false, staticDir: PORTAL_DIST });
    try {
      const wrong = (await checkDeploy(plain.url)).filter((finding) => !finding.ok);
      expect(wrong.map((finding) => finding.what)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/check-deploy-\d+: status 404$/),
          '/_headers: status 404',
        ]),
      );
    } finally {
      await plain.close();
    }
  });
});
