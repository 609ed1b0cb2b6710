import * as v from 'valibot';
import { tabStore } from './storage';
import {
  DRAFT_FIELDS,
  clearDraft,
  draftKey,
  draftOwner,
  type DraftForm,
  type DraftOwner,
} from './draftForms';
import { deferDraftWrite, dropDraftWrite, flushDraftWrite } from './draftWrites';
import { readStored, storedJson } from './storedValue';

export type DraftValues<F extends DraftForm> = Record<(typeof DRAFT_FIELDS)[F][number], string>;

/** A stored draft: its owner, and the typed text (fields of other types are dropped). */
const storedDraft = storedJson(
  v.object({ owner: v.nullable(v.string()), values: v.record(v.string(), v.unknown()) }),
);

function pick<F extends DraftForm>(form: F, values: Partial<Record<string, unknown>>) {
  const picked: Record<string, string> = {};
  for (const field of DRAFT_FIELDS[form]) {
    const value = values[field];
    if (typeof value === 'string') picked[field] = value;
  }
  return picked;
}

const isEmpty = (values: Record<string, string>) =>
  Object.values(values).every((value) => value.trim() === '');

/** Keeps what was typed in `form` (its draft fields only); an all-empty form keeps nothing. */
export function saveDraft<F extends DraftForm>(
  form: F,
  values: Partial<Record<string, unknown>>,
  owner: DraftOwner = null,
): void {
  const picked = pick(form, values);
  try {
    if (isEmpty(picked)) tabStore().removeItem(draftKey(form));
    else
      tabStore().setItem(
        draftKey(form),
        JSON.stringify({ owner: draftOwner(owner), values: picked }),
      );
  } catch {
    // A full or blocked storage loses the draft, never the form.
  }
}

/**
 * The draft of `form` for `owner`, complete with every draft field (missing ones empty), or
 * null. A draft that is malformed or someone else's is removed: it is never shown.
 */
export function readDraft<F extends DraftForm>(
  form: F,
  owner: DraftOwner = null,
): DraftValues<F> | null {
  const stored = readStored(draftKey(form), storedDraft, tabStore());
  if (!stored || stored.owner !== draftOwner(owner)) {
    clearDraft(form);
    return null;
  }
  const values = pick(form, stored.values);
  if (isEmpty(values)) return null;
  const complete: Record<string, string> = {};
  for (const field of DRAFT_FIELDS[form]) complete[field] = values[field] ?? '';
  return complete as DraftValues<F>;
}

/** One form's draft for one owner, as a flow keeps it: read once, saved as typed, cleared. */
export interface DraftSlot<T> {
  read(): T | null;
  save(values: T): void;
  clear(): void;
  /** Writes at once what `save` may still hold (before a form is sent, or its flow goes). */
  flush?(): void;
}

/**
 * The tab's draft of `form` for `owner`. `save` is called on every key: it writes a moment after
 * the last one (`deferDraftWrite`: typing never waits for the storage), and at once when the page
 * goes or is hidden, or on `flush`. `clear` forgets the write still waiting too, and `read` makes
 * it first, so it reads what was typed.
 */
export const draftSlot = <F extends DraftForm>(
  form: F,
  owner: DraftOwner = null,
): DraftSlot<DraftValues<F>> => {
  const key = draftKey(form);
  return {
    read: () => {
      flushDraftWrite(key);
      return readDraft(form, owner);
    },
    save: (values) =>
      deferDraftWrite(key, () => saveDraft(form, values, owner), { owner: draftOwner(owner) }),
    clear: () => {
      dropDraftWrite(key);
      clearDraft(form);
    },
    flush: () => flushDraftWrite(key),
  };
};
