import { describe, expect, it } from 'vitest';
import { portalApi } from './portalApi';
import { getUserData } from './session';
import { setupMockBackend } from './testing/harness';

const ctx = setupMockBackend();

describe('portalApi', () => {
  it('stores userData from the token claims on login', async () => {
    await ctx.login();
    expect(getUserData()).toMatchObject({
      id: '1001',
      email: 'ana@jornada.demo',
      nome: 'Ana Paula Souza',
      avatarUrl: 'https://storage.jornada.example/avatars/piloto-vega.svg',
    });
  });

  it('reads the profile, saves it as userData, and reads it again after PUT /participante', async () => {
    await ctx.login();
    const sub = ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    const profile = await sub.unwrap();
    expect(profile).toMatchObject({ nome: 'Ana Paula Souza', unidadeDeNegocio: 'UN SUDESTE/SUL' });
    expect(getUserData()).toMatchObject({
      id: '1001',
      matricula: '100231',
      imagemUploadedUrl: profile.imagemUploadedUrl,
    });
    await ctx.store
      .dispatch(
        portalApi.endpoints.updateProfile.initiate({
          nome: 'Ana P. Souza',
          matricula: '100231',
          avatarUrl: profile.avatarOpcao01Url,
        }),
      )
      .unwrap();
    await expect.poll(() => ctx.count('GET', '/api/participante')).toBe(2);
    await expect
      .poll(() => portalApi.endpoints.getProfile.select()(ctx.store.getState()).data?.nome)
      .toBe('Ana P. Souza');
    expect(getUserData()?.avatarUrl).toBe(profile.avatarOpcao01Url);
    sub.unsubscribe();
  });

  it('sends the contact message to the public base, without a bearer header', async () => {
    await ctx.login();
    const body = {
      nome: 'Ana',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: 'Olá!',
    };
    await ctx.store.dispatch(portalApi.endpoints.sendContact.initiate(body)).unwrap();
    const request = ctx.requests.at(-1);
    expect(request?.url.href).toBe('http://public.test/public-api/fale-conosco');
    expect(request?.authorization).toBeNull();
    expect(ctx.mock.store.contactMessages).toEqual([body]);
  });

  it('has the 12 RTK endpoints (the 13th call, the PUT with progress, is uploadPhoto)', () => {
    expect(Object.keys(portalApi.endpoints).sort()).toEqual(
      [
        'forgotPassword',
        'getProfile',
        'login',
        'lookUpParticipant',
        'refreshToken',
        'register',
        'requestCode',
        'requestUploadUrl',
        'sendContact',
        'updatePassword',
        'updateProfile',
        'validateToken',
      ].sort(),
    );
  });
});
