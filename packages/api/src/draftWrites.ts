// Apart from drafts.ts (its schema and valibot), like draftForms.ts: "Sair" drops the writes
// still waiting without loading what saves them.

/**
 * A form's draft is written a moment after the last key (`DRAFT_WRITE_DELAY_MS`), not on every
 * key: typing does not wait for the storage. A long run of keys without a pause is still written
 * every `DRAFT_WRITE_MAX_WAIT_MS`. Nothing typed is lost meanwhile: every write still waiting is
 * made at once when the page goes (`pagehide`: a reload, a link, the tab closed) or is hidden
 * (`visibilitychange`: a phone switching apps may kill the tab without a `pagehide`), and a
 * caller flushes before it sends a form or goes away.
 */
export const DRAFT_WRITE_DELAY_MS = 400;
export const DRAFT_WRITE_MAX_WAIT_MS = 2000;

interface WaitingWrite {
  write: () => void;
  /** Whose draft it is (`draftOwner`): null for what anyone types before logging in. */
  owner: string | null;
  timer: ReturnType<typeof setTimeout>;
  /** When the first edit not yet written was made. */
  since: number;
}

/** The write still waiting for each draft (by its storage key): the latest edit only. */
const waiting = new Map<string, WaitingWrite>();

/** Makes the write waiting for `key` now, if any. */
export function flushDraftWrite(key: string): void {
  const entry = waiting.get(key);
  if (!entry) return;
  waiting.delete(key);
  clearTimeout(entry.timer);
  entry.write();
}

/** Makes every write still waiting now (the page goes or is hidden). */
export function flushDraftWrites(): void {
  for (const key of [...waiting.keys()]) flushDraftWrite(key);
}

/** Forgets the write waiting for `key`: its draft is cleared instead. */
export function dropDraftWrite(key: string): void {
  const entry = waiting.get(key);
  if (!entry) return;
  waiting.delete(key);
  clearTimeout(entry.timer);
}

/** Forgets every write still waiting: a deliberate "Sair" clears the drafts, none may come back. */
export function dropDraftWrites(): void {
  for (const key of [...waiting.keys()]) dropDraftWrite(key);
}

/**
 * Forgets the writes still waiting of any participant but `owner` (anonymous ones stay), as
 * `clearDraftsNotOwnedBy` forgets their drafts: the session changed, in this tab or another.
 */
export function dropDraftWritesNotOwnedBy(owner: string | null): void {
  for (const [key, entry] of [...waiting]) {
    if (entry.owner !== null && entry.owner !== owner) dropDraftWrite(key);
  }
}

/**
 * Writes the draft of `key` with `write` a moment from now, in place of any write still waiting
 * for it (the latest values win).
 */
export function deferDraftWrite(
  key: string,
  write: () => void,
  {
    owner = null,
    delayMs = DRAFT_WRITE_DELAY_MS,
    maxWaitMs = DRAFT_WRITE_MAX_WAIT_MS,
  }: { owner?: string | null; delayMs?: number; maxWaitMs?: number } = {},
): void {
  const now = Date.now();
  const previous = waiting.get(key);
  if (previous) clearTimeout(previous.timer);
  const since = previous?.since ?? now;
  const wait = Math.max(0, Math.min(delayMs, since + maxWaitMs - now));
  const timer = setTimeout(() => flushDraftWrite(key), wait);
  waiting.set(key, { write, owner, since, timer });
  flushWhenThePageGoes();
}

/** The window the page-exit listeners are on (a test may stub another one). */
let listeningTo: object | null = null;

function onHidden(): void {
  if (document.visibilityState === 'hidden') flushDraftWrites();
}

function flushWhenThePageGoes(): void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  if (listeningTo === window) return;
  listeningTo = window;
  window.addEventListener('pagehide', flushDraftWrites);
  document.addEventListener('visibilitychange', onHidden);
}
