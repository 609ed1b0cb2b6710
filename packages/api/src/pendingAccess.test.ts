import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_ACCESS_TTL_MS,
  createPendingAccessStore,
  pendingAccess,
  type PendingAccess,
} from './pendingAccess';
import { createMemoryStorage, replaceLocalStorage, replaceSessionStorage } from './storage';

const T0 = Date.parse('2026-03-02T12:00:00Z');
const login: PendingAccess = { step: 'loginCode', email: 'ana@jornada.demo', password: 'S3nha!' };
const firstAccess: PendingAccess = {
  step: 'firstAccessCode',
  email: 'nova@jornada.demo',
  dataDeNascimento: '1992-03-15',
};
const registration: PendingAccess = { ...firstAccess, step: 'registration', code: '123456' };

function setup() {
  const clock = { now: T0 };
  const storage = createMemoryStorage();
  const store = createPendingAccessStore({ storage: () => storage, now: () => clock.now });
  const stored = (key: string) => JSON.parse(storage.getItem(key) ?? 'null') as unknown;
  return { clock, storage, store, stored };
}

describe('pendingAccess', () => {
  it('keeps a login code as accessData with the time it was kept, and reads it back', () => {
    const { store, storage, stored } = setup();
    expect(store.read()).toBeNull();
    expect(store.keep(login)).toBe(T0 + PENDING_ACCESS_TTL_MS);
    expect(stored('accessData')).toEqual({
      email: 'ana@jornada.demo',
      password: 'S3nha!',
      savedAt: T0,
    });
    expect([...storage.items.keys()]).toEqual(['accessData']);
    expect(store.read()).toEqual(login);
  });

  it('keeps a first-access code as firstAccessData, then the registration with MFAToken', () => {
    const { store, storage, stored, clock } = setup();
    store.keep(firstAccess);
    expect(stored('firstAccessData')).toEqual({
      email: 'nova@jornada.demo',
      dataDeNascimento: '1992-03-15',
      savedAt: T0,
    });
    expect(store.read()).toEqual(firstAccess);

    clock.now += 60_000;
    // The next step of the same first access keeps its first time.
    expect(store.keep(registration)).toBe(T0 + PENDING_ACCESS_TTL_MS);
    expect(storage.getItem('MFAToken')).toBe('123456');
    expect(store.read()).toEqual(registration);

    // `Inserir novamente`: the code is asked again, the used one goes.
    store.keep(firstAccess);
    expect(storage.items.has('MFAToken')).toBe(false);
  });

  it('drops what is 15 minutes old on read', () => {
    const { store, storage, clock } = setup();
    store.keep(registration);
    clock.now = T0 + PENDING_ACCESS_TTL_MS - 1;
    expect(store.read()).toEqual(registration);
    clock.now = T0 + PENDING_ACCESS_TTL_MS;
    expect(store.read()).toBeNull();
    expect([...storage.items.keys()]).toEqual([]);

    store.keep(login);
    clock.now += PENDING_ACCESS_TTL_MS;
    expect(store.read()).toBeNull();
    expect(storage.items.has('accessData')).toBe(false);
  });

  it('does not restart the 15 minutes when the same data is kept again (a reload)', () => {
    const { store, clock } = setup();
    store.keep(login);
    clock.now += 10 * 60_000;
    expect(store.keep(login)).toBe(T0 + PENDING_ACCESS_TTL_MS);
    // Another password is another login: its own 15 minutes.
    expect(store.keep({ ...login, password: 'Outra!1' })).toBe(clock.now + PENDING_ACCESS_TTL_MS);
  });

  it('keeps one step at a time: a login removes a first access and its code', () => {
    const { store, storage } = setup();
    store.keep(registration);
    store.keep(login);
    expect([...storage.items.keys()]).toEqual(['accessData']);
    store.keep(firstAccess);
    expect([...storage.items.keys()]).toEqual(['firstAccessData']);
  });

  it('reads the newer step when two are stored', () => {
    const { storage, store } = setup();
    storage.setItem('accessData', JSON.stringify({ email: 'a@b.c', password: 'x', savedAt: T0 }));
    storage.setItem(
      'firstAccessData',
      JSON.stringify({ email: 'n@b.c', dataDeNascimento: '1990-01-01', savedAt: T0 - 1 }),
    );
    expect(store.read()).toMatchObject({ step: 'loginCode', email: 'a@b.c' });
    storage.setItem(
      'firstAccessData',
      JSON.stringify({ email: 'n@b.c', dataDeNascimento: '1990-01-01', savedAt: T0 + 0 }),
    );
    storage.setItem(
      'accessData',
      JSON.stringify({ email: 'a@b.c', password: 'x', savedAt: T0 - 1 }),
    );
    expect(store.read()).toMatchObject({ step: 'firstAccessCode', email: 'n@b.c' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['no password', JSON.stringify({ email: 'a@b.c', savedAt: T0 })],
    ['no time', JSON.stringify({ email: 'a@b.c', password: 'x' })],
    ['a time to come', JSON.stringify({ email: 'a@b.c', password: 'x', savedAt: T0 + 1 })],
    ['a number', '5'],
  ])('discards a malformed accessData (%s)', (_, raw) => {
    const { storage, store } = setup();
    storage.setItem('accessData', raw);
    expect(store.read()).toBeNull();
    expect(storage.items.has('accessData')).toBe(false);
  });

  it('discards a code without its first access, or that is not six digits', () => {
    const { storage, store } = setup();
    storage.setItem('MFAToken', '123456');
    expect(store.read()).toBeNull();
    expect(storage.items.has('MFAToken')).toBe(false);

    store.keep(firstAccess);
    storage.setItem('MFAToken', '12ab');
    expect(store.read()).toEqual(firstAccess);
    expect(storage.items.has('MFAToken')).toBe(false);
  });

  it('clear removes the three items and nothing else', () => {
    const { storage, store } = setup();
    storage.setItem('rascunho', 'x');
    store.keep(registration);
    storage.setItem('accessData', JSON.stringify({ email: 'a', password: 'b', savedAt: T0 }));
    store.clear();
    expect([...storage.items.keys()]).toEqual(['rascunho']);
  });
});

describe('the tab’s pendingAccess', () => {
  const local = createMemoryStorage();
  const tab = createMemoryStorage();
  beforeEach(() => {
    replaceLocalStorage(local);
    replaceSessionStorage(tab);
  });
  afterEach(() => {
    replaceLocalStorage(null);
    replaceSessionStorage(null);
    local.items.clear();
    tab.items.clear();
  });

  it('writes to sessionStorage, never localStorage', () => {
    pendingAccess.keep(login);
    expect(tab.items.has('accessData')).toBe(true);
    expect(local.items.size).toBe(0);
  });

  it('clear also removes what older builds left in localStorage', () => {
    local.setItem('firstAccessData', '{"email":"a@b.c","dataDeNascimento":"1990-01-01"}');
    local.setItem('MFAToken', '123456');
    local.setItem('accessToken', 't');
    pendingAccess.clear();
    expect([...local.items.keys()]).toEqual(['accessToken']);
  });
});
