import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, replaceLocalStorage } from './storage';
import { readStored, storedJson } from './storedValue';

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
