import * as v from 'valibot';
import { tabStore } from './storage';
import { DRAFT_KEY_PREFIX } from './storageKeys';
import { readStored, storedJson } from './storedValue';

/**
 * What each form may keep as a draft: typed text only, never passwords, codes or photo bytes.
 * Saving picks these fields and nothing else, whatever the form hands over.
 */
export const DRAFT_FIELDS = {
  contact: ['nome', 'email', 'telefone', 'mensagem'],
  firstAccess: ['email', 'birthDate'],
  registration: ['nome', 'matricula'],
  recovery: ['email'],
  profile: ['nome', 'matricula'],
} as const;

export type DraftForm = keyof typeof DRAFT_FIELDS;
export type DraftValues<F extends DraftForm> = Record<(typeof DRAFT_FIELDS)[F][number], string>;

/**
 * Who a draft belongs to: the participant's e-mail on a private form, `null` on the forms
 * anyone fills in before logging in.
 */
export type DraftOwner = string | null;

/** A stored draft: its owner, and the typed text (fields of other types are dropped). */
const storedDraft = storedJson(
  v.object({ owner: v.nullable(v.string()), values: v.record(v.string(), v.unknown()) }),
);

const keyOf = (form: DraftForm) => `${DRAFT_KEY_PREFIX}${form}`;

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
    if (isEmpty(picked)) tabStore().removeItem(keyOf(form));
    else tabStore().setItem(keyOf(form), JSON.stringify({ owner, values: picked }));
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
  const stored = readStored(keyOf(form), storedDraft, tabStore());
  if (!stored || stored.owner !== owner) {
    clearDraft(form);
    return null;
  }
  const values = pick(form, stored.values);
  if (isEmpty(values)) return null;
  const complete: Record<string, string> = {};
  for (const field of DRAFT_FIELDS[form]) complete[field] = values[field] ?? '';
  return complete as DraftValues<F>;
}

/** Forgets the draft of `form` (its form succeeded, or the participant discarded it). */
export function clearDraft(form: DraftForm): void {
  tabStore().removeItem(keyOf(form));
}

/** Forgets every draft: a deliberate "Sair", so the next person on the phone sees none. */
export function clearAllDrafts(): void {
  for (const form of Object.keys(DRAFT_FIELDS) as DraftForm[]) clearDraft(form);
}

/** One form's draft for one owner, as a flow keeps it: read once, saved as typed, cleared. */
export interface DraftSlot<T> {
  read(): T | null;
  save(values: T): void;
  clear(): void;
}

export const draftSlot = <F extends DraftForm>(
  form: F,
  owner: DraftOwner = null,
): DraftSlot<DraftValues<F>> => ({
  read: () => readDraft(form, owner),
  save: (values) => saveDraft(form, values, owner),
  clear: () => clearDraft(form),
});
