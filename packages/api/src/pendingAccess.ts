import * as v from 'valibot';
import { sessionStore, tabStore, type StorageLike } from './storage';
import { forgetPendingAccess } from './pendingAccessKeys';
import { STORAGE_KEYS } from './storageKeys';
import { firstAccessDataSchema } from './storedSchemas';
import { readStored, storedJson } from './storedValue';

/**
 * What an access flow waiting for its e-mailed code needs to finish after a reload, kept in this
 * tab's `sessionStorage` (`accessData`, `firstAccessData`, `MFAToken`; see api-contract.md,
 * Session). Checked with the stored schemas (valibot, in every first load already): the portal
 * reads it on the first render of /pre-login, before RTK Query loads.
 */

/** How long the kept data (a password among it) may stay in the tab: 15 minutes. */
export const PENDING_ACCESS_TTL_MS = 15 * 60 * 1000;

/** The step a flow waits at, with what it needs to finish. */
export type PendingAccess =
  /** The login's code panel: `accessData`. */
  | { step: 'loginCode'; email: string; password: string }
  /** The first access's code panel: `firstAccessData`. */
  | { step: 'firstAccessCode'; email: string; dataDeNascimento: string }
  /** The registration panel: `firstAccessData` and the typed code as `MFAToken`. */
  | { step: 'registration'; email: string; dataDeNascimento: string; code: string };

export interface PendingAccessStore {
  /** The kept step, or null. Expired or malformed items are removed on the way. */
  read(): PendingAccess | null;
  /**
   * Keeps `pending` and removes what other steps kept. The time it was first kept stays while
   * the same e-mail and data are kept again (a reload, the next step): returns when it expires.
   */
  keep(pending: PendingAccess): number;
  /** Removes `accessData`, `firstAccessData` and `MFAToken`. */
  clear(): void;
}

export interface PendingAccessStoreOptions {
  /** `sessionStorage` by default (`tabStore`). */
  storage?: () => StorageLike;
  now?: () => number;
}

type Stamped = { savedAt: number };

/** Each item with the time it was first kept. */
const stamped = { savedAt: v.number() };
const accessDataItem = storedJson(
  v.object({ email: v.string(), password: v.string(), ...stamped }),
);
const firstAccessDataItem = storedJson(v.object({ ...firstAccessDataSchema.entries, ...stamped }));

const {
  accessData: ACCESS_DATA,
  firstAccessData: FIRST_ACCESS_DATA,
  mfaToken: MFA_TOKEN,
} = STORAGE_KEYS;

const isCode = (value: string | null): value is string => value !== null && /^\d{6}$/.test(value);

export function createPendingAccessStore({
  storage = tabStore,
  now = Date.now,
}: PendingAccessStoreOptions = {}): PendingAccessStore {
  const live = (savedAt: number) => savedAt <= now() && now() - savedAt < PENDING_ACCESS_TTL_MS;

  /** The item at `key` if well formed and not expired; otherwise it is removed. */
  function readItem<T extends Stamped>(key: string, schema: v.GenericSchema<string, T>) {
    const value = readStored(key, schema, storage());
    if (value && live(value.savedAt)) return value;
    storage().removeItem(key);
    return null;
  }

  /** The stored item's time when it holds the same data, else now. */
  function savedAtOf(stored: Record<string, unknown> | null, data: Record<string, string>) {
    const same = stored && Object.entries(data).every(([field, value]) => stored[field] === value);
    return same && typeof stored.savedAt === 'number' ? stored.savedAt : now();
  }

  function write(key: string, value: Stamped & Record<string, unknown>) {
    storage().setItem(key, JSON.stringify(value));
  }

  const clear = () => {
    forgetPendingAccess(storage());
    // Builds before the reload-safe flow left `firstAccessData` and `MFAToken` in localStorage.
    forgetPendingAccess(sessionStore());
  };

  return {
    read() {
      const login = readItem(ACCESS_DATA, accessDataItem);
      const firstAccess = readItem(FIRST_ACCESS_DATA, firstAccessDataItem);
      const code = storage().getItem(MFA_TOKEN);
      // A code is of use only with its first access.
      if (code !== null && (!firstAccess || !isCode(code))) storage().removeItem(MFA_TOKEN);
      if (login && !(firstAccess && firstAccess.savedAt > login.savedAt)) {
        return { step: 'loginCode', email: login.email, password: login.password };
      }
      if (!firstAccess) return null;
      const { email, dataDeNascimento } = firstAccess;
      return isCode(code)
        ? { step: 'registration', email, dataDeNascimento, code }
        : { step: 'firstAccessCode', email, dataDeNascimento };
    },

    keep(pending) {
      if (pending.step === 'loginCode') {
        const { email, password } = pending;
        const savedAt = savedAtOf(readItem(ACCESS_DATA, accessDataItem), { email, password });
        clear();
        write(ACCESS_DATA, { email, password, savedAt });
        return savedAt + PENDING_ACCESS_TTL_MS;
      }
      const { email, dataDeNascimento } = pending;
      const stored = readItem(FIRST_ACCESS_DATA, firstAccessDataItem);
      const savedAt = savedAtOf(stored, { email, dataDeNascimento });
      clear();
      write(FIRST_ACCESS_DATA, { email, dataDeNascimento, savedAt });
      if (pending.step === 'registration') storage().setItem(MFA_TOKEN, pending.code);
      return savedAt + PENDING_ACCESS_TTL_MS;
    },

    clear,
  };
}

/** This tab's pending access, in `sessionStorage`. */
export const pendingAccess: PendingAccessStore = createPendingAccessStore();
