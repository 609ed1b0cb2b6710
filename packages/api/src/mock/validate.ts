/** Body checks of the mock: a request that breaks the contract gets 400 with these messages. */
import { MOCK_MESSAGES as M } from './messages';

export type Rule =
  'text' | 'email' | 'date' | 'phone' | 'zero' | 'extension' | 'nullableText' | 'password';

export type Schema = Record<string, Rule>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The longest text each field takes (api-contract, Limits), in characters: the real API refuses a
 * longer one with 400, so the portal shows that line.
 */
export const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  nome: 120,
  email: 254,
  matricula: 20,
  mensagem: 2000,
};
/** Any other text of the contract (passwords, codes, addresses, tokens). */
const OTHER_MAX_LENGTH = 2048;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function checkField(field: string, rule: Rule, value: unknown): string | null {
  if (rule === 'zero') return value === 0 ? null : `O campo ${field} deve ser o número 0.`;
  if (rule === 'nullableText') {
    return value === null || typeof value === 'string'
      ? null
      : `O campo ${field} deve ser texto ou null.`;
  }
  if (value === undefined || value === null) return `O campo ${field} é obrigatório.`;
  if (typeof value !== 'string') return `O campo ${field} deve ser texto.`;
  if (rule !== 'password' && value.trim() === '') return `O campo ${field} é obrigatório.`;
  if (rule === 'password' && value === '') return `O campo ${field} é obrigatório.`;
  const maxLength = Object.hasOwn(FIELD_MAX_LENGTH, field)
    ? FIELD_MAX_LENGTH[field]!
    : OTHER_MAX_LENGTH;
  if (value.length > maxLength) {
    return `O campo ${field} deve ter no máximo ${maxLength} caracteres.`;
  }
  switch (rule) {
    case 'email':
      return EMAIL.test(value) ? null : `O campo ${field} deve ser um e-mail válido.`;
    case 'date':
      return isCalendarDate(value)
        ? null
        : `O campo ${field} deve ser uma data no formato aaaa-mm-dd.`;
    case 'phone':
      return /^\d{11}$/.test(value)
        ? null
        : `O campo ${field} deve ter os 11 dígitos, sem máscara.`;
    case 'extension':
      return /^[a-z0-9]+$/.test(value)
        ? null
        : `O campo ${field} deve ser a extensão em minúsculas, sem o ponto (ex.: jpg).`;
    default:
      return null;
  }
}

/** Messages for every problem of `body` against `schema` (unknown fields included); [] when valid. */
export function validateBody(body: unknown, schema: Schema): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [M.notAnObject];
  }
  const record = body as Record<string, unknown>;
  // Own properties only: `__proto__` or `constructor` is a field like any other, not a schema's.
  const problems = Object.entries(schema)
    .map(([field, rule]) =>
      checkField(field, rule, Object.hasOwn(record, field) ? record[field] : undefined),
    )
    .filter((problem): problem is string => problem !== null);
  for (const field of Object.keys(record)) {
    if (!Object.hasOwn(schema, field)) problems.push(`Campo não previsto no contrato: ${field}.`);
  }
  return problems;
}

/** Why a new password and its confirmation are refused (400), or null when they are fine. */
export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return M.passwordsDiffer;
  if (password.length < 8) return M.weakPassword;
  return null;
}
