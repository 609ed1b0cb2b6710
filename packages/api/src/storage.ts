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

let injected: StorageLike | null = null;
let fallback: StorageLike | null = null;

/** Puts `storage` in the place of `localStorage` for the session (null: back to `localStorage`). */
export function replaceLocalStorage(storage: StorageLike | null): void {
  injected = storage;
}

/** Where the session is kept: the replacement, else `localStorage`, else an in-memory fallback. */
export function sessionStore(): StorageLike {
  if (injected) return injected;
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // localStorage access can throw (privacy mode, opaque origins)
  }
  fallback ??= createMemoryStorage();
  return fallback;
}

let injectedTab: StorageLike | null = null;
let tabFallback: StorageLike | null = null;

/** Puts `storage` in the place of `sessionStorage` (null: back to `sessionStorage`). */
export function replaceSessionStorage(storage: StorageLike | null): void {
  injectedTab = storage;
}

/**
 * This tab's storage (`sessionStorage`: it survives a reload, not the tab): the replacement, else
 * `sessionStorage`, else an in-memory fallback (Node, the prerender).
 */
export function tabStore(): StorageLike {
  if (injectedTab) return injectedTab;
  try {
    if (typeof sessionStorage !== 'undefined' && sessionStorage) return sessionStorage;
  } catch {
    // sessionStorage access can throw (privacy mode, opaque origins)
  }
  tabFallback ??= createMemoryStorage();
  return tabFallback;
}
