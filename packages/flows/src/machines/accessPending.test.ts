import type { PendingAccess } from '@jornada/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { accessMachine } from './accessMachine';
import { accessPanelOf, codeEmailOf, pendingAccessOf } from './accessSelectors';
import type { AccessEvent, AccessInput } from './accessTypes';
import { INVALID_CODE_MESSAGE } from './shared/messages';
import { createStubActors, flush, shortDelays } from './testing/pathTesting';

const delays = shortDelays(['panelSwitch', 'afterRegistration'] as const);
const photo = new File(['foto'], 'foto.jpg', { type: 'image/jpeg' });
const notRegistered = { nome: 'Ana Souza', matricula: '12345', cadastroRealizado: false };
const tokens = { accessToken: 'access.jwt', refreshToken: 'refresh.jwt' };

const loginCode: PendingAccess = {
  step: 'loginCode',
  email: 'ana@example.com',
  password: 'Senha@123',
};
const firstAccessCode: PendingAccess = {
  step: 'firstAccessCode',
  email: 'nova@example.com',
  dataDeNascimento: '1992-03-15',
};
const registration: PendingAccess = { ...firstAccessCode, step: 'registration', code: '654321' };

/** A real actor with stub actors and short delays; `pending()` is what the flow would keep. */
function start(input: AccessInput = {}) {
  const names = Object.keys(accessMachine.implementations.actors).filter((n) => n !== 'recovery');
  const stubs = createStubActors(names);
  const actor = createActor(accessMachine.provide({ actors: stubs.actors, delays }), { input });
  actor.start();
  const send = (event: AccessEvent) => actor.send(event);
  return {
    actor,
    stubs,
    send,
    type: (field: 'email' | 'password' | 'birthDate' | 'code', value: string) =>
      send({ type: 'FIELD.CHANGE', field, value }),
    settle: async () => {
      await flush();
      await vi.advanceTimersByTimeAsync(delays.panelSwitch);
    },
    panel: () => accessPanelOf(actor.getSnapshot()),
    pending: () => pendingAccessOf(actor.getSnapshot()),
    noCalls: () => Object.values(stubs.calls).every((calls) => calls.length === 0),
  };
}

async function fillRegistrationAndSubmit(t: ReturnType<typeof start>) {
  t.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Senha@123' });
  t.send({ type: 'FIELD.CHANGE', field: 'confirmPassword', value: 'Senha@123' });
  t.send({ type: 'FIELD.CHANGE', field: 'nome', value: 'Natália' });
  t.send({ type: 'FIELD.CHANGE', field: 'matricula', value: '100833' });
  t.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo });
  t.send({ type: 'FIELD.CHANGE', field: 'consent', value: true });
  t.send({ type: 'SUBMIT' });
  t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accessMachine from restored data (input.restored)', () => {
  it.each([
    [loginCode, 'code', 'ana@example.com'],
    [firstAccessCode, 'code', 'nova@example.com'],
    [registration, 'registration', 'nova@example.com'],
  ] as const)('starts at the panel of %o, sending nothing', (restored, panel, email) => {
    // The deep link of the page the reload kept does not win over the pending code.
    const t = start({ restored, initialPanel: 'primeiro-acesso' });
    expect(t.panel()).toBe(panel);
    expect(codeEmailOf(t.actor.getSnapshot().context)).toBe(email);
    expect(t.noCalls()).toBe(true);
    // What it came back with is what it keeps.
    expect(t.pending()).toEqual(restored);
  });

  it('login code: the typed code finishes the login with the restored password', async () => {
    const t = start({ restored: loginCode });
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.authenticate).toEqual([
      { email: 'ana@example.com', password: 'Senha@123', twoFactorAuthenticationCode: '123456' },
    ]);
    t.stubs.resolve('authenticate', tokens);
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.pending()).toBeNull();
  });

  it('first-access code: the code leads to the registration with the restored birth date', async () => {
    const t = start({ restored: firstAccessCode });
    expect(t.actor.getSnapshot().context.firstAccess.birthDate).toBe('15/03/1992');
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.lookUpParticipant).toEqual([
      { email: 'nova@example.com', dataDeNascimento: '1992-03-15' },
    ]);
    t.stubs.resolve('lookUpParticipant', notRegistered);
    await t.settle();
    expect(t.panel()).toBe('registration');
    expect(t.pending()).toEqual({ ...firstAccessCode, step: 'registration', code: '123456' });
  });

  it('registration: registers with the restored code, then nothing is pending', async () => {
    const t = start({ restored: registration });
    await fillRegistrationAndSubmit(t);
    expect(t.stubs.calls.register).toEqual([
      expect.objectContaining({ email: 'nova@example.com', twoFactorAuthenticationCode: '654321' }),
    ]);
    t.stubs.resolve('register');
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'done' });
    expect(t.pending()).toBeNull();
  });
});

describe('pendingAccessOf: what the flow keeps, step by step', () => {
  it('login: nothing while typing, accessData once the code is sent, nothing once logged in', async () => {
    const t = start();
    t.type('email', 'ana@example.com');
    t.type('password', 'Senha@123');
    expect(t.pending()).toBeNull();
    t.send({ type: 'SUBMIT' });
    expect(t.pending()).toBeNull(); // not before the e-mail is sent
    t.stubs.resolve('requestCode');
    await flush();
    expect(t.pending()).toEqual(loginCode);
    await t.settle();
    t.send({ type: 'RESEND_CODE' });
    expect(t.pending()).toEqual(loginCode);
    t.stubs.resolve('requestCode');
    await flush();
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    expect(t.pending()).toEqual(loginCode);
    t.stubs.resolve('authenticate', tokens);
    await flush();
    expect(t.pending()).toBeNull();
  });

  it.each([
    ['login', loginCode],
    ['first access', firstAccessCode],
  ] as const)('%s: Voltar para o login leaves the flow', async (_, restored) => {
    const t = start({ restored });
    t.send({ type: 'GO_TO_LOGIN' });
    expect(t.pending()).toBeNull();
    await t.settle();
    expect(t.panel()).toBe('login');
    expect(t.pending()).toBeNull();
  });

  it('a wrong code: the registration keeps it until Inserir novamente asks for it again', async () => {
    const t = start({ restored: registration });
    await fillRegistrationAndSubmit(t);
    t.stubs.reject('register', { messages: [INVALID_CODE_MESSAGE] });
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'wrongCode' });
    expect(t.pending()).toEqual(registration);
    t.send({ type: 'REENTER_CODE' });
    expect(t.pending()).toEqual(firstAccessCode);
    await t.settle();
    expect(t.panel()).toBe('code');
    expect(t.pending()).toEqual(firstAccessCode);
  });

  it('first access of a registered participant: nothing is kept', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    t.type('email', 'ana@example.com');
    t.type('birthDate', '01/02/1990');
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', { ...notRegistered, cadastroRealizado: true });
    await t.settle();
    expect(t.panel()).toBe('login');
    expect(t.pending()).toBeNull();
  });
});
