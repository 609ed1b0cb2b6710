import type { StorageLike } from './storage';
import { STORAGE_KEYS } from './storageKeys';

/**
 * What a flow waiting for its e-mailed code keeps in the tab (`pendingAccess`); logout removes
 * it. Not in `storageKeys.ts`: the early-start script, inlined in every page, imports that one.
 */
export const PENDING_ACCESS_KEYS = [
  STORAGE_KEYS.accessData,
  STORAGE_KEYS.firstAccessData,
  STORAGE_KEYS.mfaToken,
] as const;

export function forgetPendingAccess(storage: StorageLike): void {
  for (const key of PENDING_ACCESS_KEYS) storage.removeItem(key);
}
