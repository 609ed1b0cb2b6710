import * as v from 'valibot';
import { sessionStore, type StorageLike } from './storage';

/** A schema of a stored item's raw text: what it must be for the portal to use it. */
export type StoredSchema<TValue> = v.GenericSchema<string, TValue>;

/** The stored text must be JSON whose value passes `schema`. */
export const storedJson = <TValue>(
  schema: v.GenericSchema<unknown, TValue>,
): StoredSchema<TValue> => v.pipe(v.string(), v.parseJson(), schema);

/**
 * Reads `key` from `storage` (default: the session's `localStorage`) and checks it with `schema`.
 * A malformed value is removed, so it is read (or fetched) again rather than break a page: null.
 */
export function readStored<TValue>(
  key: string,
  schema: StoredSchema<TValue>,
  storage: StorageLike = sessionStore(),
): TValue | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  storage.removeItem(key);
  return null;
}

/** Where an item is kept, asked at each use (tests replace it): the session's by default. */
type StoreOf = () => StorageLike;

/**
 * get / set / clear of one JSON item of `store()`; get checks it with `schema`. A new stored key
 * is one line: `jsonItem(STORAGE_KEYS.x, xSchema)`, or `jsonItem(…, …, () => sessionStorage)`.
 */
export function jsonItem<TValue>(
  key: string,
  schema: v.GenericSchema<unknown, TValue>,
  store: StoreOf = sessionStore,
) {
  const stored = storedJson(schema);
  return {
    get: (): TValue | null => readStored(key, stored, store()),
    set: (value: TValue): void => store().setItem(key, JSON.stringify(value)),
    clear: (): void => store().removeItem(key),
  };
}

/** get / set / clear of one text item of `store()`; get checks it with `schema`. */
export function textItem(key: string, schema: StoredSchema<string>, store: StoreOf = sessionStore) {
  return {
    get: (): string | null => readStored(key, schema, store()),
    set: (value: string): void => store().setItem(key, value),
    clear: (): void => store().removeItem(key),
  };
}
