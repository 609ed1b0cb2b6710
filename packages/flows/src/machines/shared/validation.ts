import { birthDateToIso } from '@jornada/ui';
import { FIELD_MESSAGES } from './messages';

/** Field name -> the pt-BR message to show next to it. Only fields in error are present. */
export type FieldErrors = Partial<Record<string, string>>;

/** Same shape check as `<input type="email">` (WHATWG), after trimming. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const isBlank = (value: string) => value.trim() === '';

export const emailError = (value: string): string | undefined => {
  if (isBlank(value)) return FIELD_MESSAGES.emailRequired;
  return EMAIL.test(value.trim()) ? undefined : FIELD_MESSAGES.emailInvalid;
};

export const birthDateError = (value: string): string | undefined => {
  if (isBlank(value)) return FIELD_MESSAGES.birthDateRequired;
  return birthDateToIso(value) ? undefined : FIELD_MESSAGES.birthDateInvalid;
};

export const CODE_LENGTH = 6;
export const codeError = (value: string): string | undefined => {
  if (isBlank(value)) return FIELD_MESSAGES.codeRequired;
  return /^\d{6}$/.test(value.trim()) ? undefined : FIELD_MESSAGES.codeInvalid;
};

export const requiredError =
  (message: string) =>
  (value: string): string | undefined =>
    isBlank(value) ? message : undefined;

/** Keeps digits only, at most `max` of them (codes, phone). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Builds the errors object from `[field, message | undefined]` pairs. */
export function collectErrors(entries: Array<[string, string | undefined]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
