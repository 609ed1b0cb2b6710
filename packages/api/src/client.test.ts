import { combineSlices, configureStore, isPending, type Middleware } from '@reduxjs/toolkit';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiCallError, createApiClient } from './client';
import { portalApi, type ApiStore } from './portalApi';
import { GENERIC_ERROR, INVALID_CODE_MESSAGE } from './messages';
import { PHOTO_REFUSED } from './photoType';
import { MOCK_MESSAGES } from './mock/messages';
import { getAccessToken, getUserData } from './session';
import { CODE, setupMockBackend } from './testing/harness';
import { FakeXhr } from './testing/fakeXhr';

const ctx = setupMockBackend({ avatarOptionsDelayMs: 0 });
const client = () => createApiClient(ctx.store, { createXhr: () => new FakeXhr() });

const photo = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2])], 'eu.png', {
    type: 'image/png',
  });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should reject'),
    (error: unknown) => error,
  );

describe('createApiClient', () => {
  it('logs in: code, authenticate; stores tokens and userData, and not the code', async () => {
    const api = client();
    await expect(api.requestCode({ email: 'ana@jornada.demo' })).resolves.toBeUndefined();
    const tokens = await api.authenticate({
      email: 'ana@jornada.demo',
      password: 'Jornada@2025',
      twoFactorAuthenticationCode: CODE,
    });
    expect(tokens.accessToken).toBe(getAccessToken());
    expect(getUserData()).toMatchObject({ email: 'ana@jornada.demo' });
    expect(ctx.storage.items.has('MFAToken')).toBe(false);
    // mutations are untracked: nothing piles up in the store
    expect(ctx.store.getState().portalApi.mutations).toEqual({});
  });

  it('first access: look-up; upload with progress; register', async () => {
    const api = client();
    const body = { email: 'nova@jornada.demo', dataDeNascimento: '1992-03-15' };
    await expect(api.lookUpParticipant(body)).resolves.toMatchObject({
      nome: 'Natália Oliveira Ramos',
      cadastroRealizado: false,
    });
    // What a pending code needs is the access flow's (`pendingAccess`), never localStorage.
    expect(ctx.storage.items.has('firstAccessData')).toBe(false);
    await api.requestCode({ email: body.email });

    const progress: number[] = [];
    const url = await api.uploadPhoto({
      file: photo(),
      email: body.email,
      onProgress: (n) => progress.push(n),
    });
    expect(url).toMatch(/\/uploads\/[0-9a-f]+\.png$/);
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);

    const registration = {
      email: body.email,
      nome: 'Natália O. Ramos',
      matricula: '100833',
      imagemUploadedUrl: url,
      password: 'Senha@2025',
      confirmPassword: 'Senha@2025',
    };
    const wrong = await rejection(
      api.register({ ...registration, twoFactorAuthenticationCode: '000000' }),
    );
    expect(wrong).toBeInstanceOf(ApiCallError);
    expect(wrong).toMatchObject({ messages: [INVALID_CODE_MESSAGE] });
    await expect(
      api.register({ ...registration, twoFactorAuthenticationCode: CODE }),
    ).resolves.toBeUndefined();
    expect(ctx.storage.items.has('MFAToken')).toBe(false);
  });

  it('rejects with { messages }: the API lines, else the generic text', async () => {
    const api = client();
    await expect(
      rejection(api.lookUpParticipant({ email: 'x@jornada.demo', dataDeNascimento: '1990-01-01' })),
    ).resolves.toMatchObject({ messages: [MOCK_MESSAGES.lookupFailed] });
    expect(ctx.storage.items.has('firstAccessData')).toBe(false);

    ctx.server.use(
      http.post('*/public-api/fale-conosco', () => HttpResponse.text('', { status: 500 })),
    );
    const contact = {
      nome: 'Ana',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: 'Oi',
    };
    await expect(rejection(api.sendContact(contact))).resolves.toMatchObject({
      messages: [GENERIC_ERROR],
      network: false,
    });

    // No answer at all: the contact form may queue it.
    ctx.server.use(http.post('*/public-api/fale-conosco', () => HttpResponse.error()));
    await expect(rejection(api.sendContact(contact))).resolves.toMatchObject({
      messages: [GENERIC_ERROR],
      network: true,
    });
  });

  it('refuses a file that is not a photo by its content with its own line, before any request', async () => {
    const file = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    await expect(
      rejection(client().uploadPhoto({ file, email: 'nova@jornada.demo' })),
    ).resolves.toMatchObject({ messages: [PHOTO_REFUSED] });
    expect(ctx.count('POST', '/api/presigned-url')).toBe(0);
  });

  it('recovery: forgot, validate, update', async () => {
    const api = client();
    const email = 'ana@jornada.demo';
    await api.forgotPassword({ email });
    await api.validateToken({ email, token: CODE });
    await api.updatePassword({
      email,
      token: CODE,
      password: 'Nova@2025',
      confirmPassword: 'Nova@2025',
    });
    await expect(rejection(api.validateToken({ email, token: '999999' }))).resolves.toMatchObject({
      messages: [MOCK_MESSAGES.invalidRecoveryCode],
    });
  });

  it('profile: reads from the network each time, updates the avatar', async () => {
    const api = client();
    await ctx.login();
    const profile = await api.getProfile();
    expect(profile.avatarUrl).toMatch(/piloto-vega/);
    await api.updateProfile({
      nome: profile.nome,
      matricula: profile.matricula,
      avatarUrl: profile.avatarOpcao01Url,
    });
    const again = await api.getProfile();
    expect(again.avatarUrl).toBe(profile.avatarOpcao01Url);
    expect(ctx.count('GET', '/api/participante')).toBe(2);
  });

  it('an aborted signal cancels the request', async () => {
    const controller = new AbortController();
    const promise = client().requestCode(
      { email: 'ana@jornada.demo' },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(rejection(promise)).resolves.toMatchObject({ messages: [GENERIC_ERROR] });
  });

  it('sends every plain call through its endpoint (same base query, re-auth and schema)', async () => {
    const sent: string[] = [];
    const recordEndpoint: Middleware = () => (next) => (action) => {
      if (isPending(action)) sent.push((action.meta.arg as { endpointName: string }).endpointName);
      return next(action);
    };
    const store = configureStore({
      reducer: combineSlices(portalApi),
      middleware: (getDefault) => getDefault().concat(portalApi.middleware, recordEndpoint),
    }) as unknown as ApiStore;
    const api = createApiClient(store, { createXhr: () => new FakeXhr() });
    // The upload prepares the photo and PUTs it to storage; its presign is `requestUploadUrl`.
    const apart = ['uploadPhoto', 'warmPhotoPreparation'];
    const endpointOf: Record<string, string[]> = {};
    for (const [method, run] of Object.entries(api)) {
      if (apart.includes(method)) continue;
      sent.length = 0;
      // Any body: what matters is which endpoint it goes through (most answer 400 to it).
      await (run as (body: unknown) => Promise<unknown>)({}).catch(() => undefined);
      endpointOf[method] = [...sent];
    }
    expect(endpointOf).toEqual({
      lookUpParticipant: ['lookUpParticipant'],
      requestCode: ['requestCode'],
      authenticate: ['login'],
      register: ['register'],
      forgotPassword: ['forgotPassword'],
      validateToken: ['validateToken'],
      updatePassword: ['updatePassword'],
      getProfile: ['getProfile'],
      updateProfile: ['updateProfile'],
      sendContact: ['sendContact'],
    });
  });
});
