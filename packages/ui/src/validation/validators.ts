import { CODE_LENGTH, isValidBirthDate, PHONE_LENGTH, phoneDigits } from '../masks';

/**
 * Pure field validators for the forms of the kit. Each returns the Portuguese message to show
 * next to the field, or `undefined` when the value is fine. They never throw.
 */
export type Validator = (value: string) => string | undefined;

export const fieldMessages = {
  emailRequired: 'Informe o seu e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  birthDateRequired: 'Informe a sua data de nascimento.',
  birthDateInvalid: 'Informe uma data válida (dd/mm/aaaa).',
  passwordRequired: 'Informe a sua senha.',
  newPasswordRequired: 'Informe a nova senha.',
  confirmPasswordRequired: 'Confirme a sua senha.',
  confirmNewPasswordRequired: 'Confirme a nova senha.',
  codeRequired: 'Informe o código de verificação.',
  codeInvalid: 'O código tem 6 dígitos.',
  nameRequired: 'Informe o seu nome.',
  registrationRequired: 'Informe a sua matrícula.',
  phoneRequired: 'Informe o seu celular.',
  phoneInvalid: 'Informe o celular com DDD (11 dígitos).',
  messageRequired: 'Escreva a sua mensagem.',
  consentRequired: 'Para continuar, marque a declaração acima.',
  photoRequired: 'Por favor, selecione a sua foto para criação do avatar.',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Same shape check as `<input type="email">` (WHATWG), after trimming. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const required =
  (message: string): Validator =>
  (value) =>
    text(value).trim() === '' ? message : undefined;

export const validateEmail: Validator = (value) => {
  const v = text(value).trim();
  if (v === '') return fieldMessages.emailRequired;
  return EMAIL.test(v) ? undefined : fieldMessages.emailInvalid;
};

/** Accepts the masked `dd/mm/yyyy` or the unmasked `ddmmyyyy` that MaskedField gives. */
export const validateBirthDate: Validator = (value) => {
  const v = text(value).trim();
  if (v === '') return fieldMessages.birthDateRequired;
  return isValidBirthDate(v) ? undefined : fieldMessages.birthDateInvalid;
};

export const validateCode: Validator = (value) => {
  const v = text(value).trim();
  if (v === '') return fieldMessages.codeRequired;
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v) ? undefined : fieldMessages.codeInvalid;
};

export const validatePhone: Validator = (value) => {
  const v = text(value).trim();
  if (v === '') return fieldMessages.phoneRequired;
  const digits = phoneDigits(v);
  return digits.length === PHONE_LENGTH && digits === v.replace(/\D/g, '')
    ? undefined
    : fieldMessages.phoneInvalid;
};

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Runs one validator per field; returns only the fields in error. */
export function validateFields<T extends object>(
  values: T,
  rules: { [K in keyof T]?: (value: T[K], all: T) => string | undefined },
): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    const rule = rules[key];
    const message = rule?.(values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
