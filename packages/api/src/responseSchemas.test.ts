import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { toErrorLines } from './errors';
import { GENERIC_ERROR } from './messages';
import { portalApi } from './portalApi';
import { getAccessToken, getRefreshToken, getUserData } from './session';
import { CODE, setupMockBackend } from './testing/harness';
import { FakeXhr } from './testing/fakeXhr';

const ctx = setupMockBackend({ tokenTtlSeconds: 60 });
const client = () => createApiClient(ctx.store, { createXhr: () => new FakeXhr() });

/** What the flows get from a rejected call: its lines. */
const linesOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should reject'),
    (error: unknown) => (error as { messages: string[] }).messages,
  );

/** The mock's answer to `method path`, replaced by `body` with status 200. */
const answer = (method: 'get' | 'post', path: string, body: unknown) =>
  ctx.server.use(http[method](`*/api${path}`, () => HttpResponse.json(body as object)));

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2])], 'eu.png', {
    type: 'image/png',
  });

describe('a profile answer is read tolerantly', () => {
  it.each([
    ['a wrong-typed address', { avatarUrl: 5 }, { avatarUrl: null }],
    ['a missing nome', { nome: undefined }, { nome: '' }],
    ['a null matrícula', { matricula: null }, { matricula: '' }],
    [
      'an unknown business unit',
      { unidadeDeNegocio: 'UN MARTE' },
      { unidadeDeNegocio: 'UN MARTE' },
    ],
    ['a date that is not ISO', { dataDeNascimento: '12/06/1988' }, { dataDeNascimento: '' }],
  ])(
    'GET /participante with %s: the rest is read, that field shows empty',
    async (_name, change, read) => {
      await ctx.login();
      const real = await client().getProfile();
      ctx.server.use(
        http.get('*/api/participante', () => HttpResponse.json({ ...real, ...change })),
      );
      await expect(client().getProfile()).resolves.toEqual({ ...real, ...read });
    },
  );

  it.each([
    ['a list', ['not', 'a', 'participant']],
    ['an object without an e-mail', { nome: 'Ana', matricula: '100231' }],
    ['an error message', { message: 'Erro interno.' }],
  ])(
    'GET /participante with %s is not a participant: the generic message, userData kept',
    async (_name, body) => {
      await ctx.login();
      const before = getUserData();
      answer('get', '/participante', body);
      await expect(linesOf(client().getProfile())).resolves.toEqual([GENERIC_ERROR]);
      expect(getUserData()).toEqual(before);
    },
  );
});

describe('answers that break the contract get the generic message', () => {
  it('GET /participante through the hook’s query: the error shows the generic message', async () => {
    await ctx.login();
    answer('get', '/participante', ['not', 'a', 'participant']);
    const query = ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    const result = await query;
    query.unsubscribe();
    expect(result.isError).toBe(true);
    expect(toErrorLines(result.error)).toEqual([GENERIC_ERROR]);
  });

  it('POST /participante/get-by-email: firstAccessData is not stored', async () => {
    answer('post', '/participante/get-by-email', { nome: 'Natália', cadastroRealizado: 'não' });
    const body = { email: 'nova@jornada.demo', dataDeNascimento: '1992-03-15' };
    await expect(linesOf(client().lookUpParticipant(body))).resolves.toEqual([GENERIC_ERROR]);
    expect(ctx.storage.items.has('firstAccessData')).toBe(false);
  });

  it.each([
    ['no refresh token', { accessToken: 'a.b.c' }],
    ['a token that is not text', { accessToken: 42, refreshToken: 'r' }],
    ['a token with a line break', { accessToken: 'a.b.c\n', refreshToken: 'r' }],
  ])('POST /auth with %s: nothing is stored', async (_name, tokens) => {
    answer('post', '/auth', tokens);
    const login = client().authenticate({
      email: 'ana@jornada.demo',
      password: 'Jornada@2025',
      twoFactorAuthenticationCode: CODE,
    });
    await expect(linesOf(login)).resolves.toEqual([GENERIC_ERROR]);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getUserData()).toBeNull();
  });

  it.each([
    ['no address', {}],
    ['an address that is not a URL', { presignedUrl: 'uploads/eu.png' }],
  ])('POST /presigned-url with %s: no PUT is sent', async (_name, body) => {
    answer('post', '/presigned-url', body);
    const xhr = new FakeXhr();
    const api = createApiClient(ctx.store, { createXhr: () => xhr });
    const upload = api.uploadPhoto({ file: photo(), email: 'nova@jornada.demo' });
    await expect(linesOf(upload)).resolves.toEqual([GENERIC_ERROR]);
    expect(xhr.url).toBe('');
  });

  it('POST /auth/refresh-token without the pair is no usable answer: nothing stored, still in', async () => {
    const tokens = await ctx.login();
    answer('post', '/auth/refresh-token', { accessToken: 'a.b.c' });
    ctx.clock.now += 61_000;
    await linesOf(client().getProfile());
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(tokens.accessToken);
    expect(getRefreshToken()).toBe(tokens.refreshToken);
  });
});
