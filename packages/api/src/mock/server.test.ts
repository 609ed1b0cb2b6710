import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, type MockServer } from './server';

let server: MockServer;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'jornada-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Jornada</title>');
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await mkdir(path.join(dist, 'pre-login'));
  await writeFile(path.join(dist, 'pre-login', 'index.html'), '<!doctype html><h1>Acesso</h1>');
  server = await startMockServer({ port: 0, staticDir: dist, logCodes: false });
});
afterAll(() => server.close());

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('startMockServer', () => {
  it('logs in over real HTTP with the code read from /__outbox', async () => {
    const email = 'ana@jornada.demo';
    expect(
      (await post(`${server.url}/api/auth/two-factor-authentication-code`, { email })).status,
    ).toBe(200);
    const outbox = (await (
      await fetch(`${server.url}/__outbox`, { headers: { Accept: 'application/json' } })
    ).json()) as {
      code: string;
    }[];
    const code = outbox[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const page = await (await fetch(`${server.url}/__outbox`)).text();
    expect(page).toContain(code);
    const login = await post(`${server.url}/api/auth`, {
      email,
      password: 'Jornada@2025',
      twoFactorAuthenticationCode: code,
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile = await fetch(`${server.url}/api/participante`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(await profile.json()).toMatchObject({ email, unidadeDeNegocio: 'UN SUDESTE/SUL' });
  });

  it('serves the built site beside the API, and a default config.json when it has none', async () => {
    const deep = await fetch(`${server.url}/meu-perfil`);
    expect(await deep.text()).toContain('<title>Jornada</title>');
    expect(await (await fetch(`${server.url}/pre-login`)).text()).toContain('<h1>Acesso</h1>');
    expect((await fetch(`${server.url}/assets/app-1a2b.js`)).status).toBe(200);
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    const config = await fetch(`${server.url}/config.json`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual({
      apiUrl: '/api',
      publicApiUrl: '/public-api',
      storageHost: 'https://storage.jornada.example',
    });
    const avatar = await fetch(`${server.url}/avatars/comandante-orion.svg`);
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
  });
});
