import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, clearDraftsNotOwnedBy, DRAFT_FIELDS } from './draftForms';
import { readDraft, saveDraft } from './drafts';
import { tabStore } from './storage';
import { DRAFT_KEY_PREFIX } from './storageKeys';

const stored = (form: string) => tabStore().getItem(`${DRAFT_KEY_PREFIX}${form}`);

afterEach(clearAllDrafts);

describe('drafts', () => {
  it('keeps only the typed text of a form: never a password, a code or a photo', () => {
    saveDraft('registration', {
      nome: 'Ana',
      matricula: '123',
      password: 'Segredo@1',
      confirmPassword: 'Segredo@1',
      photo: { name: 'foto.jpg' },
      consent: true,
    });
    expect(JSON.parse(stored('registration') ?? 'null')).toEqual({
      owner: null,
      values: { nome: 'Ana', matricula: '123' },
    });
    saveDraft('recovery', { email: 'ana@example.com', code: '123456', password: 'x' });
    expect(stored('recovery')).not.toMatch(/123456|password/);
  });

  it('no form lists a secret among its draft fields', () => {
    const fields: readonly string[] = Object.values(DRAFT_FIELDS).flat();
    for (const secret of ['password', 'confirmPassword', 'code', 'twoFactorAuthenticationCode']) {
      expect(fields).not.toContain(secret);
    }
  });

  it('reads a draft back complete, with the fields it did not have empty', () => {
    saveDraft('contact', { nome: 'Ana', mensagem: 'Olá' });
    expect(readDraft('contact')).toEqual({ nome: 'Ana', email: '', telefone: '', mensagem: 'Olá' });
  });

  it('keeps nothing for an empty form, and emptying a form forgets its draft', () => {
    saveDraft('contact', { nome: '  ', email: '' });
    expect(stored('contact')).toBeNull();
    saveDraft('contact', { nome: 'Ana' });
    saveDraft('contact', { nome: '' });
    expect(stored('contact')).toBeNull();
  });

  it("belongs to its owner: the same participant gets it back, someone else's is removed", () => {
    saveDraft('profile', { nome: 'Ana Maria', matricula: '42' }, 'ana@jornada.demo');
    expect(readDraft('profile', 'ana@jornada.demo')).toEqual({
      nome: 'Ana Maria',
      matricula: '42',
    });
    expect(readDraft('profile', 'bruno@jornada.demo')).toBeNull();
    expect(stored('profile')).toBeNull();
    expect(readDraft('profile', 'ana@jornada.demo')).toBeNull();
  });

  it('an anonymous draft is not shown as a participant’s, nor the other way round', () => {
    saveDraft('contact', { nome: 'Ana' });
    expect(readDraft('contact', 'ana@jornada.demo')).toBeNull();
    saveDraft('profile', { nome: 'Ana' }, 'ana@jornada.demo');
    expect(readDraft('profile')).toBeNull();
  });

  it.each([
    ['not JSON', '{nome'],
    ['not an object', '"Ana"'],
    ['no values', '{"owner":null}'],
    ['a wrong-typed owner', '{"owner":5,"values":{"nome":"Ana"}}'],
    ['wrong-typed values only', '{"owner":null,"values":{"nome":5,"mensagem":[]}}'],
  ])('discards a malformed draft (%s)', (_, raw) => {
    tabStore().setItem(`${DRAFT_KEY_PREFIX}contact`, raw);
    expect(readDraft('contact')).toBeNull();
  });

  it('an owner is the e-mail in lower case: the same participant however the API spells it', () => {
    saveDraft('profile', { nome: 'Ana Maria' }, ' Ana@Jornada.demo ');
    expect(JSON.parse(stored('profile') ?? 'null')).toMatchObject({ owner: 'ana@jornada.demo' });
    expect(readDraft('profile', 'ANA@jornada.demo')).toMatchObject({ nome: 'Ana Maria' });
  });

  it('a new session forgets the drafts of other participants and keeps the anonymous ones', () => {
    saveDraft('profile', { nome: 'Ana Maria' }, 'ana@jornada.demo');
    saveDraft('contact', { mensagem: 'Sobre a campanha' }, 'ana@jornada.demo');
    saveDraft('recovery', { email: 'visitante@example.com' });
    clearDraftsNotOwnedBy('ana@jornada.demo');
    expect(stored('profile')).not.toBeNull();
    expect(stored('contact')).not.toBeNull();
    clearDraftsNotOwnedBy('bruno@jornada.demo');
    expect(stored('profile')).toBeNull();
    expect(stored('contact')).toBeNull();
    expect(readDraft('recovery')).toEqual({ email: 'visitante@example.com' });
    saveDraft('contact', { mensagem: 'Sobre a campanha' }, 'ana@jornada.demo');
    clearDraftsNotOwnedBy(null);
    expect(stored('contact')).toBeNull();
    expect(stored('recovery')).not.toBeNull();
  });

  it('clearDraft forgets one form; clearAllDrafts every form', () => {
    saveDraft('contact', { nome: 'Ana' });
    saveDraft('recovery', { email: 'ana@example.com' });
    saveDraft('profile', { nome: 'Ana' }, 'ana@jornada.demo');
    clearDraft('contact');
    expect(readDraft('contact')).toBeNull();
    expect(readDraft('recovery')).toEqual({ email: 'ana@example.com' });
    clearAllDrafts();
    for (const form of Object.keys(DRAFT_FIELDS)) expect(stored(form)).toBeNull();
  });
});
