/** The first retry comes 2 s after a failure: a weak signal often recovers within seconds. */
export const FIRST_RETRY_MS = 2_000;
/** Never longer than 5 minutes apart, however long the outage: the message still goes out soon. */
export const MAX_RETRY_MS = 300_000;

/** Wait before the next attempt after `failures` failed attempts in a row: 2 s, 4 s, 8 s … 5 min. */
export function retryDelay(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
}
