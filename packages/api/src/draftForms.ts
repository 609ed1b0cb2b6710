import { CONTACT_FIELDS } from './contactRequest';
import { tabStore } from './storage';
import { DRAFT_KEY_PREFIX } from './storageKeys';

// Apart from drafts.ts (its schema and valibot), so that "Sair" in the header, on every page,
// clears the drafts without loading what reads and saves them.

/**
 * What each form may keep as a draft: typed text only, never passwords, codes or photo bytes.
 * Saving picks these fields and nothing else, whatever the form hands over.
 */
export const DRAFT_FIELDS = {
  /** Every field of the contact message (`CONTACT_FIELDS`): all of them are typed text. */
  contact: CONTACT_FIELDS,
  firstAccess: ['email', 'birthDate'],
  registration: ['nome', 'matricula'],
  recovery: ['email'],
  profile: ['nome', 'matricula'],
} as const;

export type DraftForm = keyof typeof DRAFT_FIELDS;
export const draftKey = (form: DraftForm) => `${DRAFT_KEY_PREFIX}${form}`;

/**
 * Who a draft (or a queued contact message) belongs to: the logged-in participant's e-mail, in
 * lower case; `null` for what anyone types before logging in.
 */
export type DraftOwner = string | null;

/** The owner for a participant's e-mail (none: anonymous). */
export const draftOwner = (email: string | null | undefined): DraftOwner =>
  email?.trim() ? email.trim().toLowerCase() : null;

/** Forgets the draft of `form` (its form succeeded, or the participant discarded it). */
export function clearDraft(form: DraftForm): void {
  tabStore().removeItem(draftKey(form));
}

/**
 * Forgets this tab's drafts of any participant but `owner` (anonymous drafts stay): the session
 * changed, here or in another tab, and what another participant typed must not stay behind.
 */
export function clearDraftsNotOwnedBy(owner: DraftOwner): void {
  for (const form of Object.keys(DRAFT_FIELDS) as DraftForm[]) {
    const stored = tabStore().getItem(draftKey(form));
    if (stored === null) continue;
    let storedOwner: unknown = null;
    try {
      storedOwner = (JSON.parse(stored) as { owner?: unknown } | null)?.owner ?? null;
    } catch {
      // Malformed: `readDraft` removes it before anything is shown.
    }
    if (storedOwner !== null && storedOwner !== owner) clearDraft(form);
  }
}

/** Forgets every draft: a deliberate "Sair", so the next person on the phone sees none. */
export function clearAllDrafts(): void {
  for (const form of Object.keys(DRAFT_FIELDS) as DraftForm[]) clearDraft(form);
}
