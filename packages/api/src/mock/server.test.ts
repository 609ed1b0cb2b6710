import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
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

  it('refuses bad requests before reading their body, and keeps answering', async () => {
    const own = `Host: 127.0.0.1:${server.port}`;
    const refusals = [
      ['TRACE / HTTP/1.1', own],
      ['GET / HTTP/1.1', 'Host: bad host'],
      ['POST /api/auth HTTP/1.1', own, 'Content-Type: application/json'],
      [
        'POST /api/auth HTTP/1.1',
        own,
        'Content-Type: application/json',
        `Content-Length: ${200 * 1024 * 1024}`,
      ],
      [
        'PUT /uploads/foto.png?signature=x HTTP/1.1',
        own,
        'Content-Type: image/png',
        `Content-Length: ${16 * 1024 * 1024}`,
      ],
    ];
    const answers = await Promise.all(refusals.map((lines) => rawRequest(lines)));
    expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual([
      'HTTP/1.1 405 Method Not Allowed',
      'HTTP/1.1 400 Bad Request',
      'HTTP/1.1 411 Length Required',
      'HTTP/1.1 413 Payload Too Large',
      'HTTP/1.1 413 Payload Too Large',
    ]);
    expect(answers[0]).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, OPTIONS\r\n/);
    expect(answers[3]).toContain('no máximo 1 MB');

    const notJson = await fetch(`${server.url}/api/auth/two-factor-authentication-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ email: 'ana@jornada.demo' }),
    });
    expect(notJson.status).toBe(415);

    expect((await fetch(`${server.url}/config.json`)).status).toBe(200);
    expect(
      (
        await post(`${server.url}/api/auth/two-factor-authentication-code`, {
          email: 'ana@jornada.demo',
        })
      ).status,
    ).toBe(200);
  });

  it('answers only the hosts it serves: a page of another site, its name pointed here, reads nothing', async () => {
    for (const host of ['evil.example:4444', `evil.example:${server.port}`, '127.0.0.1:1']) {
      const answer = await rawRequest([
        'GET /__outbox HTTP/1.1',
        `Host: ${host}`,
        'Connection: close',
        'Accept: application/json',
      ]);
      expect(answer.split('\r\n')[0], host).toBe('HTTP/1.1 400 Bad Request');
    }
    const avatar = await fetch(`${server.url}/avatars/constructor.svg`);
    expect(avatar.status).toBe(404);
  });

  it('builds the presigned URL from its own address, whatever name it was reached by', async () => {
    await post(`${server.url}/api/auth/two-factor-authentication-code`, {
      email: 'ana@jornada.demo',
    });
    const body = JSON.stringify({
      email: 'ana@jornada.demo',
      tipoUpload: 0,
      contentType: 'image/png',
      extensao: 'png',
    });
    const answer = await rawRequest(
      [
        'POST /api/presigned-url HTTP/1.1',
        `Host: localhost:${server.port}`,
        'Connection: close',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
      ],
      body,
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    const { presignedUrl } = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as {
      presignedUrl: string;
    };
    expect(new URL(presignedUrl).origin).toBe(server.url);
  });

  it('serves an upload with its stored type, never sniffed nor run as a page', async () => {
    await post(`${server.url}/api/auth/two-factor-authentication-code`, {
      email: 'ana@jornada.demo',
    });
    const presign = await post(`${server.url}/api/presigned-url`, {
      email: 'ana@jornada.demo',
      tipoUpload: 0,
      contentType: 'image/png',
      extensao: 'png',
    });
    const { presignedUrl } = (await presign.json()) as { presignedUrl: string };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const put = await fetch(presignedUrl, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: png,
    });
    expect(put.status).toBe(200);
    const served = await fetch(presignedUrl.split('?')[0] ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  describe('CORS, for a portal on another origin', () => {
    const PORTAL = 'https://portal.example';
    let crossOrigin: MockServer;
    beforeAll(async () => {
      crossOrigin = await startMockServer({ port: 0, logCodes: false, corsOrigins: [PORTAL] });
    });
    afterAll(() => crossOrigin.close());

    const preflight = (origin: string, path = '/api/auth') =>
      fetch(`${crossOrigin.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization,content-type',
        },
      });

    it('answers a listed origin, once per call shape for ten minutes', async () => {
      const answer = await preflight(PORTAL);
      expect(answer.status).toBe(204);
      expect(Object.fromEntries(answer.headers)).toMatchObject({
        'access-control-allow-origin': PORTAL,
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': 'Authorization, Content-Type',
        'access-control-max-age': '600',
        vary: 'Origin',
      });
      const upload = await preflight(PORTAL, '/uploads/foto.jpg');
      expect(upload.headers.get('access-control-allow-origin')).toBe(PORTAL);
    });

    it('names no other origin, not even by echoing it', async () => {
      for (const origin of ['https://evil.example', 'null']) {
        const answer = await preflight(origin);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      }
      const sameOrigin = await startMockServer({ port: 0, logCodes: false });
      try {
        const answer = await fetch(`${sameOrigin.url}/api/participante`, {
          headers: { Origin: PORTAL },
        });
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      } finally {
        await sameOrigin.close();
      }
    });

    it('sends its headers with errors and refusals, so the page can read their lines', async () => {
      const wrong = await fetch(`${crossOrigin.url}/api/participante/get-by-email`, {
        method: 'POST',
        headers: { Origin: PORTAL, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ninguem@jornada.demo', dataDeNascimento: '1990-01-01' }),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.headers.get('access-control-allow-origin')).toBe(PORTAL);

      const tooLarge = await new Promise<string>((resolve, reject) => {
        const socket = connect(crossOrigin.port, '127.0.0.1', () =>
          socket.write(
            [
              'PUT /uploads/foto.png?signature=x HTTP/1.1',
              `Host: 127.0.0.1:${crossOrigin.port}`,
              `Origin: ${PORTAL}`,
              'Content-Type: image/png',
              `Content-Length: ${16 * 1024 * 1024}`,
              '\r\n',
            ].join('\r\n'),
          ),
        );
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
      expect(tooLarge.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(tooLarge).toContain(`\r\nAccess-Control-Allow-Origin: ${PORTAL}\r\n`);
    });
  });

  it('keeps only the latest 100 contact messages', async () => {
    const message = (n: number) => ({
      nome: 'Ana',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: `Mensagem ${n}`,
    });
    for (let n = 1; n <= 102; n += 1) {
      expect((await post(`${server.url}/public-api/fale-conosco`, message(n))).status).toBe(200);
    }
    const kept = server.mock.store.contactMessages;
    expect(kept).toHaveLength(100);
    expect(kept[0]?.mensagem).toBe('Mensagem 3');
    expect(kept.at(-1)?.mensagem).toBe('Mensagem 102');
  });
});

/** Sends the request lines as they are (no body) and reads the answer until the server closes. */
function rawRequest(lines: string[], body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}
