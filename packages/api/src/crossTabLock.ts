/** The part of the Web Locks API (`navigator.locks`) the session uses; injectable for tests. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** `navigator.locks` where the browser has it (secure contexts only), else null. */
export function platformLocks(): LockRequester | null {
  return (typeof navigator !== 'undefined' && navigator.locks) || null;
}

/**
 * Runs `task` holding the exclusive lock `name` across every tab of this origin; without a lock
 * manager it just runs `task` (the caller's own single flight is then all there is).
 */
export function withCrossTabLock<T>(
  locks: LockRequester | null,
  name: string,
  task: () => Promise<T>,
): Promise<T> {
  return locks ? locks.request(name, task) : task();
}
