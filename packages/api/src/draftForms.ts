import { tabStore } from './storage';
import { DRAFT_KEY_PREFIX } from './storageKeys';

// Apart from drafts.ts (its schema and valibot), so that "Sair" in the header, on every page,
// clears the drafts without loading what reads and saves them.

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
export const draftKey = (form: DraftForm) => `${DRAFT_KEY_PREFIX}${form}`;

/** Forgets the draft of `form` (its form succeeded, or the participant discarded it). */
export function clearDraft(form: DraftForm): void {
  tabStore().removeItem(draftKey(form));
}

/** Forgets every draft: a deliberate "Sair", so the next person on the phone sees none. */
export function clearAllDrafts(): void {
  for (const form of Object.keys(DRAFT_FIELDS) as DraftForm[]) clearDraft(form);
}
