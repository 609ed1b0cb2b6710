import type { Rule } from './mock/validate';

/**
 * Call 13's body (`POST /fale-conosco`): the one list of the contact form's fields, in the form's
 * order. From it come the request's type (`ContactRequest` in contract.ts), the fields a contact
 * draft keeps (`DRAFT_FIELDS.contact`), the outbox's reading of a queued message, and the mock's
 * check of a body (`CONTACT_RULES` below). Plain data, no valibot: the first page loads it (the
 * header's "Sair" clears the drafts).
 */
export const CONTACT_FIELDS = ['nome', 'email', 'telefone', 'mensagem'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The contract's check of each contact field, as the mock applies it to a body (its 400 lines).
 * Keyed by `CONTACT_FIELDS`: a field without its check, or a check of no field, does not compile.
 * Apart from the list so that the first page loads the names only.
 */
export const CONTACT_RULES = {
  nome: 'text',
  email: 'email',
  /** The 11 digits alone (`11987654321`): the mask is for display. */
  telefone: 'phone',
  mensagem: 'text',
} as const satisfies Readonly<Record<ContactField, Rule>>;
