import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeAccessToken } from '../jwt';
import {
  MAX_WRONG_TRIES,
  PRESIGNED_URL_TTL_MS,
  UPLOAD_LIMITS,
  createMockApi,
} from './createMockApi';
import { MOCK_MESSAGES as M } from './messages';
import { DEMO_PASSWORD, demoAccounts } from './seed';

const clock = { now: 0 };
const mock = createMockApi({
  now: () => clock.now,
  tokenTtlSeconds: 60,
  avatarOptionsDelayMs: 5000,
});
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  mock.reset();
  clock.now = Date.parse('2026-03-02T12:00:00Z');
});

const API = 'http://api.test/api';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path.startsWith('http') ? path : `${API}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}
const messages = (...lines: string[]) => lines.map((message) => ({ message }));
const lastCode = () => mock.outbox.at(-1)?.code ?? '';

async function login(email = 'ana@jornada.demo', password = DEMO_PASSWORD) {
  await call('POST', '/auth/two-factor-authentication-code', { email });
  const { json } = await call('POST', '/auth', {
    email,
    password,
    twoFactorAuthenticationCode: lastCode(),
  });
  return json as { accessToken: string; refreshToken: string };
}

async function uploadFor(email: string) {
  // A photo's address is asked for by a first access whose code was sent.
  if (!mock.store.codes.has(email)) {
    await call('POST', '/auth/two-factor-authentication-code', { email });
  }
  const { json } = await call('POST', '/presigned-url', {
    email,
    tipoUpload: 0,
    contentType: 'image/png',
    extensao: 'png',
  });
  const presignedUrl = (json as { presignedUrl: string }).presignedUrl;
  const put = await fetch(presignedUrl, {
    method: 'PUT',
    headers: { 'Content-Type': 'image/png' },
    body: new Uint8Array([1, 2, 3]),
  });
  expect(put.status).toBe(200);
  return presignedUrl.split('?')[0] ?? '';
}

describe('mock API: requests that break the contract get 400 with a list', () => {
  it.each<[string, string, string, unknown, string[]]>([
    [
      'missing fields',
      'POST',
      '/auth',
      {},
      [
        'O campo email é obrigatório.',
        'O campo password é obrigatório.',
        'O campo twoFactorAuthenticationCode é obrigatório.',
      ],
    ],
    [
      'a wrong type',
      'POST',
      '/auth/forgot-password',
      { email: 42 },
      ['O campo email deve ser texto.'],
    ],
    [
      'a bad e-mail',
      'POST',
      '/auth/two-factor-authentication-code',
      { email: 'ana@' },
      ['O campo email deve ser um e-mail válido.'],
    ],
    [
      'a dd/mm/yyyy birth date',
      'POST',
      '/participante/get-by-email',
      { email: 'nova@jornada.demo', dataDeNascimento: '15/03/1992' },
      ['O campo dataDeNascimento deve ser uma data no formato aaaa-mm-dd.'],
    ],
    [
      'an impossible date',
      'POST',
      '/participante/get-by-email',
      { email: 'nova@jornada.demo', dataDeNascimento: '1992-02-30' },
      ['O campo dataDeNascimento deve ser uma data no formato aaaa-mm-dd.'],
    ],
    [
      'a field outside the contract',
      'POST',
      '/auth/forgot-password',
      { email: 'ana@jornada.demo', senha: 'x' },
      ['Campo não previsto no contrato: senha.'],
    ],
    [
      'tipoUpload as text',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: '0', contentType: 'image/png', extensao: 'png' },
      ['O campo tipoUpload deve ser o número 0.'],
    ],
    [
      'an extension with a dot',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: 0, contentType: 'image/jpeg', extensao: '.JPG' },
      ['O campo extensao deve ser a extensão em minúsculas, sem o ponto (ex.: jpg).'],
    ],
    [
      'an extension of another type',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: 0, contentType: 'image/png', extensao: 'jpg' },
      [M.extensionMismatch],
    ],
    [
      'a non-image upload',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: 0, contentType: 'application/pdf', extensao: 'pdf' },
      [M.notPhotoType],
    ],
    [
      'an SVG upload',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: 0, contentType: 'image/svg+xml', extensao: 'svg' },
      [M.notPhotoType],
    ],
    [
      'a GIF upload',
      'POST',
      '/presigned-url',
      { email: 'ana@jornada.demo', tipoUpload: 0, contentType: 'image/gif', extensao: 'gif' },
      [M.notPhotoType],
    ],
    [
      'a masked phone',
      'POST',
      'http://public.test/public-api/fale-conosco',
      { nome: 'Ana', email: 'ana@jornada.demo', telefone: '(11) 98765-4321', mensagem: 'Oi' },
      ['O campo telefone deve ter os 11 dígitos, sem máscara.'],
    ],
    [
      'a JSON array body',
      'POST',
      '/auth/refresh-token',
      [],
      ['O corpo da requisição deve ser um objeto JSON.'],
    ],
    [
      'a nome over 120 characters',
      'POST',
      'http://public.test/public-api/fale-conosco',
      { nome: 'A'.repeat(121), email: 'ana@jornada.demo', telefone: '11987654321', mensagem: 'Oi' },
      ['O campo nome deve ter no máximo 120 caracteres.'],
    ],
    [
      'a message over 2000 characters',
      'POST',
      'http://public.test/public-api/fale-conosco',
      {
        nome: 'Ana',
        email: 'ana@jornada.demo',
        telefone: '11987654321',
        mensagem: 'a'.repeat(2001),
      },
      ['O campo mensagem deve ter no máximo 2000 caracteres.'],
    ],
    [
      'an e-mail over 254 characters',
      'POST',
      '/auth/forgot-password',
      { email: `${'a'.repeat(250)}@jornada.demo` },
      ['O campo email deve ter no máximo 254 caracteres.'],
    ],
    [
      'a field named __proto__ (an own property, not the object’s prototype)',
      'POST',
      '/auth/forgot-password',
      JSON.parse('{"email": "ana@jornada.demo", "__proto__": {"admin": true}}') as unknown,
      ['Campo não previsto no contrato: __proto__.'],
    ],
    [
      'a field named constructor',
      'POST',
      '/auth/forgot-password',
      { email: 'ana@jornada.demo', constructor: 'x' },
      ['Campo não previsto no contrato: constructor.'],
    ],
  ])('%s', async (_name, method, path, body, lines) => {
    // A photo's address is asked for by a first access whose code was sent.
    if (path === '/presigned-url') {
      await call('POST', '/auth/two-factor-authentication-code', { email: 'ana@jornada.demo' });
    }
    expect(await call(method, path, body)).toEqual({ status: 400, json: messages(...lines) });
  });

  it('refuses a body that is not sent as JSON', async () => {
    const response = await fetch(`${API}/auth/forgot-password`, {
      method: 'POST',
      body: 'email=ana@jornada.demo',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(messages(M.notJson));
  });

  it('refuses the display address (storage host stripped) as avatarUrl', async () => {
    const { accessToken } = await login();
    const result = await call(
      'PUT',
      '/participante',
      { nome: 'Ana', matricula: '1', avatarUrl: '/avatars/piloto-vega.svg' },
      accessToken,
    );
    expect(result).toEqual({ status: 400, json: messages(M.invalidAvatar) });
  });

  it('refuses a PUT to the presigned URL with an Authorization header or another content type', async () => {
    await call('POST', '/auth/two-factor-authentication-code', { email: 'ana@jornada.demo' });
    const { json } = await call('POST', '/presigned-url', {
      email: 'ana@jornada.demo',
      tipoUpload: 0,
      contentType: 'image/png',
      extensao: 'png',
    });
    const url = (json as { presignedUrl: string }).presignedUrl;
    const withAuth = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png', Authorization: 'Bearer x' },
      body: 'x',
    });
    expect(withAuth.status).toBe(400);
    const otherType = await fetch(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: 'x',
    });
    expect(otherType.status).toBe(403);
    const unsigned = await fetch(url.split('?')[0] ?? '', {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: 'x',
    });
    expect(unsigned.status).toBe(403);
  });
});

describe('mock API: journeys', () => {
  it('first access: lookup, code, upload, register once, then login with a code', async () => {
    const email = 'nova@jornada.demo';
    expect(
      await call('POST', '/participante/get-by-email', {
        email: 'ninguem@jornada.demo',
        dataDeNascimento: '1992-03-15',
      }),
    ).toEqual({
      status: 400,
      json: messages(M.lookupFailed),
    });
    expect(
      (await call('POST', '/participante/get-by-email', { email, dataDeNascimento: '1992-03-16' }))
        .status,
    ).toBe(400);
    expect(
      await call('POST', '/participante/get-by-email', { email, dataDeNascimento: '1992-03-15' }),
    ).toEqual({
      status: 200,
      json: { nome: 'Natália Oliveira Ramos', matricula: '100833', cadastroRealizado: false },
    });

    expect((await call('POST', '/auth/two-factor-authentication-code', { email })).status).toBe(
      200,
    );
    const sent = mock.outbox.at(-1);
    expect(sent).toMatchObject({ email, purpose: 'primeiro acesso' });
    expect(sent?.code).toMatch(/^\d{6}$/);

    const imagemUploadedUrl = await uploadFor(email);
    const form = {
      email,
      nome: 'Natália O. Ramos',
      matricula: '100833',
      imagemUploadedUrl,
      password: 'Estrela#2026',
      confirmPassword: 'Estrela#2026',
    };
    const wrong = sent?.code === '000000' ? '111111' : '000000';
    expect(
      await call('POST', '/participante', { ...form, twoFactorAuthenticationCode: wrong }),
    ).toEqual({
      status: 400,
      json: messages('Código de autenticação inválido.'),
    });
    expect(
      (
        await call('POST', '/participante', {
          ...form,
          imagemUploadedUrl: `${imagemUploadedUrl}?signature=x`,
          twoFactorAuthenticationCode: sent?.code,
        })
      ).json,
    ).toEqual(messages(M.photoWithQuery));
    expect(
      (
        await call('POST', '/participante', {
          ...form,
          confirmPassword: 'outra-senha',
          twoFactorAuthenticationCode: sent?.code,
        })
      ).json,
    ).toEqual(messages(M.passwordsDiffer));
    expect(
      (await call('POST', '/participante', { ...form, twoFactorAuthenticationCode: sent?.code }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/participante', { ...form, twoFactorAuthenticationCode: sent?.code }))
        .json,
    ).toEqual(messages(M.alreadyRegistered));
    expect(
      (await call('POST', '/participante/get-by-email', { email, dataDeNascimento: '1992-03-15' }))
        .json,
    ).toMatchObject({ cadastroRealizado: true });

    const tokens = await login(email, 'Estrela#2026');
    expect(mock.outbox.at(-1)?.purpose).toBe('login');
    const profile = await call('GET', '/participante', undefined, tokens.accessToken);
    expect(profile.json).toMatchObject({
      nome: 'Natália O. Ramos',
      imagemUploadedUrl,
      avatarUrl: null,
      avatarOpcao01Url: null,
    });

    clock.now += 5000;
    const later = (await call('GET', '/participante', undefined, tokens.accessToken))
      .json as Record<string, string>;
    expect(later.avatarOpcao01Url).toMatch(
      /^https:\/\/storage\.jornada\.example\/avatars\/.+\.svg$/,
    );
    expect(later.avatarUrl).toBeNull();
    expect(
      (
        await call(
          'PUT',
          '/participante',
          { nome: 'Natália', matricula: '100833', avatarUrl: later.avatarOpcao02Url },
          tokens.accessToken,
        )
      ).status,
    ).toBe(200);
    expect((await call('GET', '/participante', undefined, tokens.accessToken)).json).toMatchObject({
      avatarUrl: later.avatarOpcao02Url,
    });
  });

  it('login: wrong password 401, wrong code, expired code, one-use code, JWT claims', async () => {
    const email = 'bruno@jornada.demo';
    await call('POST', '/auth/two-factor-authentication-code', { email });
    const code = lastCode();
    expect(
      await call('POST', '/auth', {
        email,
        password: 'errada-123',
        twoFactorAuthenticationCode: code,
      }),
    ).toEqual({
      status: 401,
      json: messages(M.wrongCredentials),
    });
    expect(
      (
        await call('POST', '/auth', {
          email: 'nova@jornada.demo',
          password: DEMO_PASSWORD,
          twoFactorAuthenticationCode: code,
        })
      ).status,
    ).toBe(401);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await call('POST', '/auth', {
          email,
          password: DEMO_PASSWORD,
          twoFactorAuthenticationCode: wrong,
        })
      ).json,
    ).toEqual(messages(M.invalidCode));
    const ok = await call('POST', '/auth', {
      email,
      password: DEMO_PASSWORD,
      twoFactorAuthenticationCode: code,
    });
    expect(ok.status).toBe(200);
    const { accessToken } = ok.json as { accessToken: string };
    expect(accessToken.split('.')).toHaveLength(3);
    expect(decodeAccessToken(accessToken)).toEqual({
      id: '1002',
      email,
      nome: 'Bruno Henrique Lima',
      avatarUrl: null,
      exp: Math.floor(clock.now / 1000) + 60,
    });
    expect(
      (
        await call('POST', '/auth', {
          email,
          password: DEMO_PASSWORD,
          twoFactorAuthenticationCode: code,
        })
      ).json,
    ).toEqual(messages(M.invalidCode));

    await call('POST', '/auth/two-factor-authentication-code', { email });
    clock.now += 601_000;
    expect(
      (
        await call('POST', '/auth', {
          email,
          password: DEMO_PASSWORD,
          twoFactorAuthenticationCode: lastCode(),
        })
      ).json,
    ).toEqual(messages(M.expiredCode));
    expect(
      (
        await call('POST', '/auth/two-factor-authentication-code', {
          email: 'ninguem@jornada.demo',
        })
      ).json,
    ).toEqual(messages(M.emailNotFound));
  });

  it('five wrong recovery codes in a row lock the code (429) until a new one is asked for', async () => {
    const email = 'diego@jornada.demo';
    expect((await call('POST', '/auth/forgot-password', { email })).status).toBe(200);
    const token = lastCode();
    const wrong = token === '000000' ? '111111' : '000000';
    for (let tries = 1; tries < MAX_WRONG_TRIES; tries += 1) {
      expect((await call('POST', '/auth/validate-token', { email, token: wrong })).status).toBe(
        400,
      );
    }
    const locked = { status: 429, json: messages(M.tooManyTries) };
    expect(await call('POST', '/auth/validate-token', { email, token: wrong })).toEqual(locked);
    // The right code no longer works, nor does changing the password with it.
    expect(await call('POST', '/auth/validate-token', { email, token })).toEqual(locked);
    expect(
      await call('POST', '/auth/update-password', {
        email,
        token,
        password: 'Nova#Senha1',
        confirmPassword: 'Nova#Senha1',
      }),
    ).toEqual(locked);
    // A new code starts again.
    expect((await call('POST', '/auth/forgot-password', { email })).status).toBe(200);
    expect((await call('POST', '/auth/validate-token', { email, token: lastCode() })).status).toBe(
      200,
    );
  });

  it('recovery in four steps: e-mail, code, new password, login with it', async () => {
    const email = 'carla@jornada.demo';
    expect(
      (await call('POST', '/auth/forgot-password', { email: 'nova@jornada.demo' })).json,
    ).toEqual(messages(M.notRegistered));
    expect((await call('POST', '/auth/forgot-password', { email })).status).toBe(200);
    const token = lastCode();
    expect(mock.outbox.at(-1)).toMatchObject({ email, purpose: 'recuperação de senha' });
    const wrong = token === '000000' ? '111111' : '000000';
    expect(await call('POST', '/auth/validate-token', { email, token: wrong })).toEqual({
      status: 400,
      json: messages(M.invalidRecoveryCode),
    });
    expect((await call('POST', '/auth/validate-token', { email, token })).status).toBe(200);
    expect(
      (
        await call('POST', '/auth/update-password', {
          email,
          token,
          password: 'Nova#Senha1',
          confirmPassword: 'Nova#Senha2',
        })
      ).json,
    ).toEqual(messages(M.passwordsDiffer));
    expect(
      (
        await call('POST', '/auth/update-password', {
          email,
          token,
          password: 'Nova#Senha1',
          confirmPassword: 'Nova#Senha1',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/auth/update-password', {
          email,
          token,
          password: 'Outra#123',
          confirmPassword: 'Outra#123',
        })
      ).json,
    ).toEqual(messages(M.invalidRecoveryCode));
    expect((await login(email, DEMO_PASSWORD)) ?? null).toEqual(messages(M.wrongCredentials));
    expect((await login(email, 'Nova#Senha1')).accessToken).toBeTruthy();
  });

  it('refresh tokens rotate (the old one is refused) and access tokens expire after the TTL', async () => {
    const first = await login();
    expect((await call('GET', '/participante', undefined, first.accessToken)).status).toBe(200);
    clock.now += 60_000;
    expect(await call('GET', '/participante', undefined, first.accessToken)).toEqual({
      status: 401,
      json: messages(M.sessionInvalid),
    });
    const renewed = await call('POST', '/auth/refresh-token', { refreshToken: first.refreshToken });
    expect(renewed.status).toBe(200);
    const second = renewed.json as { accessToken: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await call('POST', '/auth/refresh-token', { refreshToken: first.refreshToken })).toEqual(
      { status: 401, json: messages(M.refreshInvalid) },
    );
    expect((await call('GET', '/participante', undefined, second.accessToken)).status).toBe(200);
    expect((await call('GET', '/participante')).status).toBe(401);
    expect((await call('GET', '/participante', undefined, 'not-a-token')).status).toBe(401);
  });

  it('serves the avatar art and the seeded states', async () => {
    const svg = await fetch('http://any.origin/avatars/piloto-vega.svg');
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain('<title>Piloto Vega</title>');
    expect(
      demoAccounts.map((a) => [a.email, a.unidadeDeNegocio, a.avatar, a.cadastroRealizado]),
    ).toEqual([
      ['ana@jornada.demo', 'UN SUDESTE/SUL', 'avatar escolhido', true],
      ['bruno@jornada.demo', 'UN CN', 'opções pendentes', true],
      ['carla@jornada.demo', 'UN NO/NE', 'sem opções', true],
      ['diego@jornada.demo', 'UN TRADE', 'avatar escolhido', true],
      ['nova@jornada.demo', 'UN SUDESTE/SUL', 'sem opções', false],
    ]);
  });

  it('reset goes back to the seed', async () => {
    await login();
    mock.reset();
    expect(mock.outbox).toEqual([]);
    expect(mock.store.accessTokens.size).toBe(0);
    expect(mock.store.participants.size).toBe(5);
  });
});

describe('mock API: controls', () => {
  it('holdUploads: a PUT is read and never answered until releaseUploads; reset releases too', async () => {
    await call('POST', '/auth/two-factor-authentication-code', { email: 'nova@jornada.demo' });
    // Each PUT to a presigned URL of its own (a URL takes one).
    const put = async () => {
      const { json } = await call('POST', '/presigned-url', {
        email: 'nova@jornada.demo',
        tipoUpload: 0,
        contentType: 'image/png',
        extensao: 'png',
      });
      return fetch((json as { presignedUrl: string }).presignedUrl, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: new Uint8Array([1, 2, 3]),
      });
    };
    mock.controls.holdUploads();
    let answered = false;
    const first = put().then((response) => {
      answered = true;
      return response.status;
    });
    await expect.poll(() => mock.controls.heldUploads()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect([...mock.store.uploads.values()][0]?.bytes).toBeNull();

    mock.controls.releaseUploads();
    await expect(first).resolves.toBe(200);
    expect(mock.controls.heldUploads()).toBe(0);
    await expect(put().then((r) => r.status)).resolves.toBe(200);

    mock.controls.holdUploads();
    const third = put();
    await expect.poll(() => mock.controls.heldUploads()).toBe(1);
    mock.reset();
    // Answered, into an upload the reset forgot.
    await expect(third.then((r) => r.status)).resolves.toBe(200);
    expect(mock.store.uploads.size).toBe(0);
  });
});

describe('mock API: what the real API must refuse', () => {
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it(`locks a login code after ${MAX_WRONG_TRIES} wrong tries: the right one no longer works`, async () => {
    const email = 'ana@jornada.demo';
    await call('POST', '/auth/two-factor-authentication-code', { email });
    const code = lastCode();
    const attempt = (twoFactorAuthenticationCode: string) =>
      call('POST', '/auth', { email, password: DEMO_PASSWORD, twoFactorAuthenticationCode });
    for (let tries = 1; tries < MAX_WRONG_TRIES; tries += 1) {
      expect((await attempt(wrong(code))).status).toBe(400);
    }
    const locked = { status: 429, json: messages(M.tooManyTries) };
    expect(await attempt(wrong(code))).toEqual(locked);
    expect(await attempt(code)).toEqual(locked);
    // A new code works.
    await call('POST', '/auth/two-factor-authentication-code', { email });
    expect((await attempt(lastCode())).status).toBe(200);
  });

  it('locks a first access code the same way: nobody registers by guessing it', async () => {
    const email = 'nova@jornada.demo';
    await call('POST', '/auth/two-factor-authentication-code', { email });
    const code = lastCode();
    const photo = await uploadFor(email);
    const register = (twoFactorAuthenticationCode: string) =>
      call('POST', '/participante', {
        email,
        nome: 'Natália',
        matricula: '100833',
        imagemUploadedUrl: photo,
        password: 'Outra#Senha1',
        confirmPassword: 'Outra#Senha1',
        twoFactorAuthenticationCode,
      });
    for (let tries = 1; tries <= MAX_WRONG_TRIES; tries += 1) await register(wrong(code));
    expect(await register(code)).toEqual({ status: 429, json: messages(M.tooManyTries) });
    expect(mock.store.participants.get(email)?.cadastroRealizado).toBe(false);
  });

  it('presigns only for a first access whose code was sent, or a participant’s session', async () => {
    const body = (email: string) => ({
      email,
      tipoUpload: 0,
      contentType: 'image/png',
      extensao: 'png',
    });
    expect(await call('POST', '/presigned-url', body('nova@jornada.demo'))).toEqual({
      status: 403,
      json: messages(M.presignNotAllowed),
    });
    const { accessToken } = await login('ana@jornada.demo');
    expect(
      (await call('POST', '/presigned-url', body('ana@jornada.demo'), accessToken)).status,
    ).toBe(200);
    // Someone else's session does not do.
    expect(
      (await call('POST', '/presigned-url', body('nova@jornada.demo'), accessToken)).status,
    ).toBe(403);
  });

  it('a presigned URL takes one PUT, within five minutes', async () => {
    const email = 'nova@jornada.demo';
    await call('POST', '/auth/two-factor-authentication-code', { email });
    const presign = async () => {
      const { json } = await call('POST', '/presigned-url', {
        email,
        tipoUpload: 0,
        contentType: 'image/png',
        extensao: 'png',
      });
      return (json as { presignedUrl: string }).presignedUrl;
    };
    const put = (url: string) =>
      fetch(url, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: new Uint8Array([1]),
      });
    const once = await presign();
    expect((await put(once)).status).toBe(200);
    expect((await put(once)).status).toBe(403);
    const late = await presign();
    clock.now += PRESIGNED_URL_TTL_MS;
    expect((await put(late)).status).toBe(403);
  });

  it('keeps no more uploads than it must: five loose ones per e-mail, none older than an hour', async () => {
    const email = 'nova@jornada.demo';
    const first = await uploadFor(email);
    clock.now += 1000;
    for (let n = 0; n < UPLOAD_LIMITS.perEmail; n += 1) {
      await uploadFor(email);
      clock.now += 1000;
    }
    const files = () => [...mock.store.uploads.keys()];
    expect(files()).toHaveLength(UPLOAD_LIMITS.perEmail);
    expect(files()).not.toContain(first.split('/').pop());
    clock.now += UPLOAD_LIMITS.maxAgeMs;
    await uploadFor('ana@jornada.demo');
    expect([...mock.store.uploads.values()].map((upload) => upload.email)).toEqual([
      'ana@jornada.demo',
    ]);
  });
});
