import type { Deployment } from './deployment';

/**
 * Budgets of a first visit to `/` then "Acessar minha conta", in KiB of all the portal's origin
 * sent: the campaigns kept for offline (`all`), and with Save-Data.
 */
export const FIRST_VISIT_KIB = { all: 500, saveData: 250 } as const;

/** Bytes in KiB, to a tenth. */
export const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * All the portal's origin has sent, once it has sent nothing new for a second: the page and its
 * worker are done fetching.
 */
export async function settled(deployment: Deployment): Promise<number> {
  const total = () => deployment.sent().reduce((sum, { bytes }) => sum + bytes, 0);
  let last = -1;
  for (let now = total(); now !== last; now = total()) {
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return last;
}

/**
 * What the portal's origin has sent, each path counted once: what a browser with an HTTP cache
 * would have been sent where one without it fetched a file again.
 */
export function sentOncePerPath(deployment: Deployment): number {
  const first = new Map<string, number>();
  for (const { path, bytes } of deployment.sent()) if (!first.has(path)) first.set(path, bytes);
  return [...first.values()].reduce((sum, bytes) => sum + bytes, 0);
}
