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
  };
}

/** Back on the registration panel after a reload, its look-up answered. */
async function restoredRegistration() {
  const t = start({ restored: registration });
  t.stubs.resolve('lookUpParticipant', notRegistered);
  await flush();
  return t;
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
  ] as const)('starts at the panel of %o, sending no e-mail', (restored, panel, email) => {
    // The deep link of the page the reload kept does not win over the pending code.
    const t = start({ restored, initialPanel: 'primeiro-acesso' });
    expect(t.panel()).toBe(panel);
    expect(codeEmailOf(t.actor.getSnapshot().context)).toBe(email);
    const { lookUpParticipant, ...others } = t.stubs.calls;
    expect(Object.values(others).every((calls) => calls.length === 0)).toBe(true);
    // Only the registration asks the look-up again, for nome and matrícula.
    expect(lookUpParticipant).toHaveLength(restored === registration ? 1 : 0);
    // What it came back with is what it keeps.
    expect(t.pending()).toEqual(restored);
  });

  describe('registration: the look-up runs again for nome and matrícula', () => {
    it('fills them, never over what was typed meanwhile', async () => {
      const t = start({ restored: registration });
      expect(t.stubs.calls.lookUpParticipant).toEqual([
        { email: 'nova@example.com', dataDeNascimento: '1992-03-15' },
      ]);
      t.send({ type: 'FIELD.CHANGE', field: 'nome', value: 'Natália' });
      t.stubs.resolve('lookUpParticipant', notRegistered);
      await flush();
      expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
      expect(t.actor.getSnapshot().context.registration).toMatchObject({
        nome: 'Natália',
        matricula: '12345',
      });
      expect(t.pending()).toEqual(registration);
    });

    it('a failed look-up leaves them to the participant, with no message', async () => {
      const t = start({ restored: registration });
      t.stubs.reject('lookUpParticipant', new TypeError('Failed to fetch'));
      await flush();
      const { value, context } = t.actor.getSnapshot();
      expect(value).toEqual({ registration: 'editing' });
      expect(context.registration).toMatchObject({ nome: '', matricula: '' });
      expect(context.request.status).toBe('idle');
    });

    it('registered meanwhile (another device): login with the e-mail', async () => {
      const t = start({ restored: registration });
      t.stubs.resolve('lookUpParticipant', { ...notRegistered, cadastroRealizado: true });
      await t.settle();
      expect(t.panel()).toBe('login');
      expect(t.actor.getSnapshot().context.login.email).toBe('nova@example.com');
    });
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
    const t = await restoredRegistration();
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

  it('a restored registration: Voltar para o login leaves it, and nothing of it stays', async () => {
    const t = await restoredRegistration();
    const drafts: unknown[] = [];
    t.actor.on('draft', ({ values }) => drafts.push(values));
    t.send({ type: 'FIELD.CHANGE', field: 'nome', value: 'Natália' });
    t.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Senha@123' });
    t.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo });
    t.send({ type: 'GO_TO_LOGIN' });
    expect(t.pending()).toBeNull();
    await t.settle();
    expect(t.panel()).toBe('login');
    const { context } = t.actor.getSnapshot();
    expect(context.login.email).toBe(registration.email);
    expect(context.registration).toEqual({
      nome: '',
      matricula: '',
      password: '',
      confirmPassword: '',
      consent: false,
      photo: null,
    });
    expect(context.code).toBe('');
    // Its draft is forgotten too: the next person's registration starts empty.
    expect(drafts.at(-1)).toBeNull();
  });

  it('a wrong code: the registration keeps it until Inserir novamente asks for it again', async () => {
    const t = await restoredRegistration();
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
