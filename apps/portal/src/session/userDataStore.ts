import { useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, getUserData, isLoggedIn, type UserData } from '@jornada/api';
import { onOtherTabsStorage } from './otherTabs';

const listeners = new Set<() => void>();

/** Tells the views that read the session (the header) that `userData` or the tokens changed. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

const SESSION_KEYS: ReadonlySet<string> = new Set(Object.values(STORAGE_KEYS));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopListening = onOtherTabsStorage(SESSION_KEYS, listener);
  return () => {
    listeners.delete(listener);
    stopListening();
  };
}

/** A string that changes whenever what the header shows changes (cheap to compare). */
function snapshot(): string {
  return `${isLoggedIn() ? '1' : '0'}|${JSON.stringify(getUserData())}`;
}

export interface SessionView {
  loggedIn: boolean;
  userData: UserData | null;
}

/** The session as the header needs it, kept current by `notifySessionChanged`. */
export function useSession(): SessionView {
  const raw = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const [flag, json] = [raw.slice(0, 1), raw.slice(2)];
    return { loggedIn: flag === '1', userData: JSON.parse(json) as UserData | null };
  }, [raw]);
}
