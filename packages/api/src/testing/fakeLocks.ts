import type { LockRequester } from '../crossTabLock';

/** A stand-in for `navigator.locks` shared by simulated tabs: exclusive, first come first served. */
export function createFakeLocks(): LockRequester & { readonly grants: string[] } {
  const queues = new Map<string, Promise<unknown>>();
  const grants: string[] = [];
  return {
    grants,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const granted = (queues.get(name) ?? Promise.resolve()).then(() => {
        grants.push(name);
        return callback();
      });
      queues.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
}
