import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from './drafts';
import { decodeAccessToken, encodeBase64Url } from './jwt';
import { pendingAccess } from './pendingAccess';
import { createMemoryStorage, replaceLocalStorage, replaceSessionStorage } from './storage';
import {
  getAccessToken,
  getRefreshToken,
  getUserData,
  isLoggedIn,
  logout,
  needsProfileRefresh,
  saveProfileAsUserData,
  startSession,
} from './session';
import type { Participant } from './contract';

const jwt = (payload: unknown) =>
  `${encodeBase64Url('{"alg":"none"}')}.${encodeBase64Url(JSON.stringify(payload))}.sig`;

const token = jwt({
  id: '1001',
  email: 'ana@jornada.demo',
  nome: 'Ana',
  avatarUrl: 'https://s/a.svg',
});

const profile: Participant = {
  email: 'ana@jornada.demo',
  dataDeNascimento: '1988-06-12',
  nome: 'Ana Paula',
  matricula: '100231',
  avatarUrl: 'https://s/a.svg',
  avatarOpcao01Url: null,
  avatarOpcao02Url: null,
  avatarOpcao03Url: null,
  imagemUploadedUrl: 'https://s/foto.png',
  unidadeDeNegocio: 'UN CN',
};

let storage: ReturnType<typeof createMemoryStorage>;
let tab: ReturnType<typeof createMemoryStorage>;
beforeEach(() => {
  storage = createMemoryStorage();
  tab = createMemoryStorage();
  replaceLocalStorage(storage);
  replaceSessionStorage(tab);
});
afterEach(() => {
  replaceLocalStorage(null);
  replaceSessionStorage(null);
});

describe('decodeAccessToken', () => {
  it('reads id, email, nome, avatarUrl and exp (UTF-8, base64url)', () => {
    const token = jwt({
      id: 7,
      email: 'ana@jornada.demo',
      nome: 'Ana Conceição',
      exp: 99,
      avatarUrl: '',
    });
    expect(decodeAccessToken(token)).toEqual({
      id: '7',
      email: 'ana@jornada.demo',
      nome: 'Ana Conceição',
      avatarUrl: null,
      exp: 99,
    });
  });

  it.each([
    ['undefined', undefined],
    ['a number', 42],
    ['empty', ''],
    ['one part', 'abc'],
    ['two parts', 'a.b'],
    ['four parts', 'a.b.c.d'],
    ['not base64', 'a.@@@.c'],
    ['base64 of non-JSON', `a.${encodeBase64Url('hello')}.c`],
    ['JSON array', `a.${encodeBase64Url('[1]')}.c`],
    ['JSON null', `a.${encodeBase64Url('null')}.c`],
    ['no email', jwt({ id: '1', nome: 'x' })],
    ['invalid UTF-8', `a.${btoa('\xff\xfe').replace(/=+$/, '')}.c`],
    ['impossible length', 'a.abcde.c'],
  ])('returns null for garbage: %s', (_name, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });
});

describe('session', () => {
  it('starts a session: tokens plus userData from the claims; logged in means an access token', () => {
    expect(isLoggedIn()).toBe(false);
    const data = startSession({ accessToken: token, refreshToken: 'r1' });
    expect(data).toEqual({
      id: '1001',
      email: 'ana@jornada.demo',
      nome: 'Ana',
      avatarUrl: 'https://s/a.svg',
    });
    expect(storage.getItem('accessToken')).toBe(token);
    expect(storage.getItem('refreshToken')).toBe('r1');
    expect(JSON.parse(storage.getItem('userData') ?? 'null')).toEqual(data);
    expect(isLoggedIn()).toBe(true);
  });

  it("a login forgets this tab's drafts of anyone else, never the participant's own", () => {
    saveDraft('profile', { nome: 'Ana Maria' }, 'ana@jornada.demo');
    saveDraft('recovery', { email: 'visitante@example.com' });
    startSession({ accessToken: token, refreshToken: 'r1' });
    expect(readDraft('profile', 'ana@jornada.demo')).toMatchObject({ nome: 'Ana Maria' });
    saveDraft('contact', { mensagem: 'Do Bruno' }, 'bruno@jornada.demo');
    startSession({ accessToken: token, refreshToken: 'r2' });
    expect(readDraft('contact', 'bruno@jornada.demo')).toBeNull();
    expect(readDraft('recovery')).toEqual({ email: 'visitante@example.com' });
  });

  it('replaces userData by the profile read and says when the profile must be read', () => {
    startSession({ accessToken: token, refreshToken: 'r1' });
    expect(needsProfileRefresh(getUserData())).toBe(true);
    saveProfileAsUserData(profile);
    expect(getUserData()).toEqual({ id: '1001', ...profile });
    expect(needsProfileRefresh(getUserData())).toBe(false);
    expect(needsProfileRefresh(null)).toBe(true);
    expect(needsProfileRefresh({ ...profile, avatarUrl: '' })).toBe(true);
  });

  it('logout removes accessToken, refreshToken and userData, keeps the rest, and reloads', () => {
    startSession({ accessToken: token, refreshToken: 'r1' });
    storage.setItem('userAvatar', '/a.png');
    const reload = vi.fn();
    logout({ reload });
    expect(reload).toHaveBeenCalledOnce();
    expect([...storage.items.keys()]).toEqual(['userAvatar']);
    expect(isLoggedIn()).toBe(false);
  });

  it('logout removes the pending access of the tab: firstAccessData and MFAToken', () => {
    pendingAccess.keep({
      step: 'registration',
      email: 'a@b.c',
      dataDeNascimento: '1990-01-01',
      code: '123456',
    });
    tab.setItem('other', 'x');
    logout({ reload: vi.fn() });
    expect([...tab.items.keys()]).toEqual(['other']);
  });

  it('logout removes what older builds left in localStorage: firstAccessData and MFAToken', () => {
    storage.setItem('firstAccessData', '{"email":"a@b.c","dataDeNascimento":"1990-01-01"}');
    storage.setItem('MFAToken', '123456');
    logout({ reload: vi.fn() });
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('a profile read after a discarded userData keeps the id of the token', () => {
    startSession({ accessToken: token, refreshToken: 'r1' });
    storage.setItem('userData', '{"avatarUrl": 5}');
    expect(getUserData()).toBeNull();
    saveProfileAsUserData(profile);
    expect(getUserData()).toEqual({ id: '1001', ...profile });
  });
});

describe('every stored value is checked when read: a malformed one is discarded', () => {
  const claims = { id: '1001', email: 'ana@jornada.demo', nome: 'Ana', avatarUrl: null };
  const json = (value: unknown) => JSON.stringify(value);
  const without = (value: Record<string, unknown>, key: string) =>
    Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

  // key, how the session reads it, a valid stored text, then malformed ones
  const table: [string, () => unknown, string, [string, string][]][] = [
    [
      'userData',
      getUserData,
      json(claims),
      [
        ['wrong-typed field (the issue’s example)', '{"avatarUrl": 5}'],
        ['wrong-typed field', json({ ...profile, id: '1001', avatarUrl: 5 })],
        ['wrong-typed own field', json({ ...profile, nome: 5 })],
        ['missing field', json(without(claims, 'email'))],
        ['not an object', '[1]'],
        ['not JSON', '{oops'],
      ],
    ],
    ...(
      [
        ['accessToken', getAccessToken, token],
        ['refreshToken', getRefreshToken, 'f'.repeat(64)],
      ] as const
    ).map(([key, read, valid]): [string, () => unknown, string, [string, string][]] => [
      key,
      read,
      valid,
      [
        ['empty', ''],
        ['with a space', `${valid} x`],
        ['with a line break (not a header value)', `${valid}\n`],
      ],
    ]),
  ];

  describe.each(table)('%s', (key, read, valid, malformed) => {
    it('valid: read as stored and kept', () => {
      storage.setItem(key, valid);
      const value = read();
      expect(value).toEqual(typeof value === 'string' ? valid : JSON.parse(valid));
      expect(storage.getItem(key)).toBe(valid);
    });

    it.each(malformed)('%s: read as null and removed, the rest kept', (_name, raw) => {
      storage.setItem('unrelated', 'kept');
      storage.setItem(key, raw);
      expect(read()).toBeNull();
      expect(storage.getItem(key)).toBeNull();
      expect(storage.getItem('unrelated')).toBe('kept');
    });
  });

  it('a discarded access token means logged out', () => {
    storage.setItem('accessToken', 'a b');
    expect(isLoggedIn()).toBe(false);
  });
});
