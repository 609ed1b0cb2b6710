/** The part of the Web Storage API the session uses; injectable so tests run in Node. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed storage for tests, stories and environments without `localStorage`. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** A Web Storage area, replaceable in tests, else an in-memory fallback where it is missing. */
function storageArea(area: () => StorageLike | undefined) {
  let injected: StorageLike | null = null;
  let fallback: StorageLike | null = null;
  return {
    replace(storage: StorageLike | null): void {
      injected = storage;
    },
    get(): StorageLike {
      if (injected) return injected;
      try {
        const found = area();
        if (found) return found;
      } catch {
        // Web Storage access can throw (privacy mode, opaque origins)
      }
      fallback ??= createMemoryStorage();
      return fallback;
    },
  };
}

const local = storageArea(() => (typeof localStorage === 'undefined' ? undefined : localStorage));
const tab = storageArea(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

/** Puts `storage` in the place of `localStorage` for the session (null: back to `localStorage`). */
export const replaceLocalStorage = local.replace;

/** Where the session is kept: the replacement, else `localStorage`, else an in-memory fallback. */
export const sessionStore = local.get;

/** Puts `storage` in the place of `sessionStorage` (null: back to `sessionStorage`). */
export const replaceSessionStorage = tab.replace;

/**
 * This tab's storage (`sessionStorage`: it survives a reload, not the tab): the replacement, else
 * `sessionStorage`, else an in-memory fallback (Node, the prerender).
 */
export const tabStore = tab.get;
