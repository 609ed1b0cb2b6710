import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, replaceLocalStorage } from './storage';
import { jsonItem, readStored, storedJson, textItem } from './storedValue';

const draft = storedJson(v.object({ texto: v.string() }));

afterEach(() => replaceLocalStorage(null));

describe('readStored', () => {
  it('reads from the storage it is given (a tab’s sessionStorage), not the session’s', () => {
    const local = createMemoryStorage({ item: '{"texto":"local"}' });
    const tab = createMemoryStorage({ item: '{"texto":"aba"}' });
    replaceLocalStorage(local);
    expect(readStored('item', draft, tab)).toEqual({ texto: 'aba' });
    expect(readStored('item', draft)).toEqual({ texto: 'local' });
  });

  it('removes a malformed value from that storage only', () => {
    const local = createMemoryStorage({ item: '{"texto":"local"}' });
    const tab = createMemoryStorage({ item: '{"texto":5}' });
    replaceLocalStorage(local);
    expect(readStored('item', draft, tab)).toBeNull();
    expect(tab.items.has('item')).toBe(false);
    expect(local.items.get('item')).toBe('{"texto":"local"}');
  });

  it('reads a missing key as null without touching anything', () => {
    const tab = createMemoryStorage({ other: 'x' });
    expect(readStored('item', draft, tab)).toBeNull();
    expect([...tab.items.keys()]).toEqual(['other']);
  });
});

describe('jsonItem and textItem', () => {
  it('plug a new key into the store they are given, checked on read', () => {
    const tab = createMemoryStorage();
    const local = createMemoryStorage();
    replaceLocalStorage(local);
    const item = jsonItem('rascunho', v.object({ texto: v.string() }), () => tab);
    item.set({ texto: 'Olá' });
    expect(tab.items.get('rascunho')).toBe('{"texto":"Olá"}');
    expect(item.get()).toEqual({ texto: 'Olá' });
    tab.setItem('rascunho', '{"texto":[]}');
    expect(item.get()).toBeNull();
    expect(tab.items.has('rascunho')).toBe(false);
    expect(local.items.size).toBe(0);
  });

  it('default to the session’s storage; clear removes the item', () => {
    const local = createMemoryStorage();
    replaceLocalStorage(local);
    const code = textItem('codigo', v.pipe(v.string(), v.regex(/^\d+$/)));
    code.set('123456');
    expect(code.get()).toBe('123456');
    code.clear();
    expect(local.items.has('codigo')).toBe(false);
    local.setItem('codigo', '12a');
    expect(code.get()).toBeNull();
  });
});
