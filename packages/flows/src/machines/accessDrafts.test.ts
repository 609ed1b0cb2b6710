import type { PendingAccess } from '@jornada/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { accessMachine } from './accessMachine';
import type { AccessEvent, AccessInput } from './accessTypes';
import { recoveryMachine } from './recoveryMachine';
import { createStubActors, flush, shortDelays } from './testing/pathTesting';

/** Issue #16 point 2 for the pre-login forms: restored, kept as typed, gone on success. */

const delays = shortDelays(['panelSwitch', 'afterRegistration'] as const);
const photo = new File(['foto'], 'foto.jpg', { type: 'image/jpeg' });
const notRegistered = { nome: 'Ana Souza', matricula: '12345', cadastroRealizado: false };
const firstAccessDraft = { email: 'nova@example.com', birthDate: '15/03/1992' };
const registrationDraft = { nome: 'Nova Silva', matricula: '777' };

/** A real actor with stub actors; `kept` is every `draft` it emitted (recovery's too), in order. */
function start(input: AccessInput = {}) {
  const stubs = createStubActors([
    ...Object.keys(accessMachine.implementations.actors).filter((name) => name !== 'recovery'),
    ...Object.keys(recoveryMachine.implementations.actors),
  ]);
  const actors = { ...stubs.actors, recovery: recoveryMachine.provide({ actors: stubs.actors }) };
  const actor = createActor(accessMachine.provide({ actors, delays }), { input });
  const kept: Array<{ form: string; values: unknown }> = [];
  actor.on('draft', ({ form, values }) => kept.push({ form, values }));
  actor.start();
  const send = (event: AccessEvent) => actor.send(event);
  const recovery = () => {
    const child = actor.getSnapshot().children.recovery;
    if (!child) throw new Error('The recovery panel is not showing');
    return child;
  };
  const settle = async () => {
    await flush();
    await vi.advanceTimersByTimeAsync(delays.panelSwitch);
  };
  return { actor, stubs, send, kept, recovery, settle, context: () => actor.getSnapshot().context };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('first access draft', () => {
  it('is restored into the form with its note, and nothing is emitted before an edit', () => {
    const t = start({ initialPanel: 'primeiro-acesso', drafts: { firstAccess: firstAccessDraft } });
    expect(t.context().firstAccess).toEqual(firstAccessDraft);
    expect(t.context().restoredDrafts).toEqual({
      firstAccess: true,
      registration: false,
      recovery: false,
    });
    expect(t.kept).toEqual([]);
  });

  it('keeps every change, its two fields only', () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    t.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ana@' });
    t.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '0102' });
    expect(t.kept).toEqual([
      { form: 'firstAccess', values: { email: 'ana@', birthDate: '' } },
      { form: 'firstAccess', values: { email: 'ana@', birthDate: '0102' } },
    ]);
  });

  it('Descartar empties the form, forgets the draft and hides the note', () => {
    const t = start({
      initialPanel: 'primeiro-acesso',
      drafts: { firstAccess: { ...firstAccessDraft, birthDate: '15/03' } },
    });
    t.send({ type: 'SUBMIT' });
    expect(t.context().fieldErrors).toHaveProperty('birthDate');
    t.send({ type: 'DRAFT.DISCARD' });
    expect(t.context().fieldErrors).toEqual({});
    expect(t.context().firstAccess).toEqual({ email: '', birthDate: '' });
    expect(t.context().restoredDrafts.firstAccess).toBe(false);
    expect(t.kept).toEqual([{ form: 'firstAccess', values: null }]);
  });

  it('is forgotten once the code is sent, not when a request fails', async () => {
    const t = start({ initialPanel: 'primeiro-acesso', drafts: { firstAccess: firstAccessDraft } });
    t.send({ type: 'SUBMIT' });
    t.stubs.reject('lookUpParticipant', { messages: ['Participante não encontrado.'] });
    await flush();
    expect(t.kept).toEqual([]);
    expect(t.context().restoredDrafts.firstAccess).toBe(true);

    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', notRegistered);
    await flush();
    t.stubs.resolve('requestCode');
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });
    expect(t.kept).toEqual([{ form: 'firstAccess', values: null }]);
    expect(t.context().restoredDrafts.firstAccess).toBe(false);
  });

  it('is forgotten when the participant turns out to be registered (login follows)', async () => {
    const t = start({ initialPanel: 'primeiro-acesso', drafts: { firstAccess: firstAccessDraft } });
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', { ...notRegistered, cadastroRealizado: true });
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.kept).toEqual([{ form: 'firstAccess', values: null }]);
  });

  it('a pending code wins: its e-mail is the form, the draft is not shown', () => {
    const pending: PendingAccess = {
      step: 'firstAccessCode',
      email: 'ana@example.com',
      dataDeNascimento: '1990-02-01',
    };
    const t = start({ restored: pending, drafts: { firstAccess: firstAccessDraft } });
    expect(t.context().firstAccess).toEqual({ email: 'ana@example.com', birthDate: '01/02/1990' });
    expect(t.context().restoredDrafts.firstAccess).toBe(false);
  });
});

describe('registration draft', () => {
  const atRegistration: PendingAccess = {
    step: 'registration',
    email: 'nova@example.com',
    dataDeNascimento: '1992-03-15',
    code: '654321',
  };

  it('comes back on the restored registration panel; only nome and matrícula are kept', () => {
    const t = start({ restored: atRegistration, drafts: { registration: registrationDraft } });
    // The draft is what was typed: no look-up comes to fill the fields after a Descartar.
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(t.stubs.calls.lookUpParticipant).toEqual([]);
    expect(t.context().registration).toMatchObject(registrationDraft);
    expect(t.context().restoredDrafts.registration).toBe(true);
    t.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Senha@123' });
    t.send({ type: 'FIELD.CHANGE', field: 'matricula', value: '7778' });
    expect(t.kept).toEqual([
      { form: 'registration', values: registrationDraft },
      { form: 'registration', values: { ...registrationDraft, matricula: '7778' } },
    ]);
    expect(JSON.stringify(t.kept)).not.toContain('Senha@123');
  });

  it('Descartar empties nome and matrícula, and keeps the rest of the form', () => {
    const t = start({ restored: atRegistration, drafts: { registration: registrationDraft } });
    t.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Senha@123' });
    t.kept.length = 0;
    t.send({ type: 'DRAFT.DISCARD' });
    expect(t.context().registration).toMatchObject({
      nome: '',
      matricula: '',
      password: 'Senha@123',
    });
    expect(t.context().restoredDrafts.registration).toBe(false);
    expect(t.kept).toEqual([{ form: 'registration', values: null }]);
  });

  it('is forgotten once registered, not after a failure', async () => {
    const t = start({ restored: atRegistration, drafts: { registration: registrationDraft } });
    for (const [field, value] of [
      ['password', 'Senha@123'],
      ['confirmPassword', 'Senha@123'],
    ] as const) {
      t.send({ type: 'FIELD.CHANGE', field, value });
    }
    t.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo });
    t.send({ type: 'FIELD.CHANGE', field: 'consent', value: true });
    t.kept.length = 0;
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
    await flush();
    t.stubs.reject('register', { messages: ['Matrícula já cadastrada.'] });
    await flush();
    expect(t.kept).toEqual([]);
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('register');
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'done' });
    expect(t.kept).toEqual([{ form: 'registration', values: null }]);
  });
});

describe('recovery e-mail draft', () => {
  it('is offered in the first step with its note; each change of it is kept', () => {
    const t = start({ initialPanel: 'recuperar', drafts: { recovery: { email: 'bia@' } } });
    const kept: unknown[] = [];
    t.recovery().on('draft', ({ values }) => kept.push(values));
    expect(t.recovery().getSnapshot().context).toMatchObject({
      form: { email: 'bia@' },
      draftRestored: true,
    });
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'email', value: 'bia@example.com' });
    expect(kept).toEqual([{ email: 'bia@example.com' }]);
  });

  it('Descartar empties the e-mail and forgets it', () => {
    const t = start({ initialPanel: 'recuperar', drafts: { recovery: { email: 'bia@' } } });
    const kept: unknown[] = [];
    t.recovery().on('draft', ({ values }) => kept.push(values));
    t.recovery().send({ type: 'DRAFT.DISCARD' });
    expect(t.recovery().getSnapshot().context).toMatchObject({
      form: { email: '' },
      draftRestored: false,
    });
    expect(kept).toEqual([null]);
  });

  it('is forgotten once the code is sent; the code and password are never kept', async () => {
    const t = start({
      initialPanel: 'recuperar',
      drafts: { recovery: { email: 'bia@example.com' } },
    });
    const kept: unknown[] = [];
    t.recovery().on('draft', ({ values }) => kept.push(values));
    t.recovery().send({ type: 'SUBMIT' });
    t.stubs.resolve('forgotPassword');
    await flush();
    expect(t.recovery().getSnapshot().value).toEqual({ code: 'editing' });
    expect(kept).toEqual([null]);
    expect(t.recovery().getSnapshot().context.draftRestored).toBe(false);
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'code', value: '654321' });
    expect(kept).toEqual([null]);
  });

  it('after recovery ends, opening it again shows no note', async () => {
    const t = start({ initialPanel: 'recuperar', drafts: { recovery: { email: 'bia@' } } });
    t.recovery().send({ type: 'GO_TO_LOGIN' });
    await t.settle();
    t.send({ type: 'GO_TO_RECOVERY' });
    await t.settle();
    expect(t.recovery().getSnapshot().context).toMatchObject({
      form: { email: 'bia@' },
      draftRestored: false,
    });
  });
});
