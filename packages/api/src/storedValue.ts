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
