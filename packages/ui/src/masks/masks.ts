/**
 * Pure mask helpers: no DOM, no imask. They never throw; invalid input gives `null` (dates) or
 * the digits that could be kept (phone, code).
 */

const onlyDigits = (input: string): string => String(input ?? '').replace(/\D/g, '');

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const MIN_YEAR = 1900;

function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

interface DayMonthYear {
  day: number;
  month: number;
  year: number;
}

/** Reads `dd/mm/yyyy` or the 8 unmasked digits `ddmmyyyy` (what MaskedField gives). */
function parseBirthDate(input: string): DayMonthYear | null {
  const text = String(input ?? '').trim();
  const match = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  return { day: Number(dd), month: Number(mm), year: Number(yyyy) };
}

/**
 * A real calendar date from 1900 up to `today` (a birth date is never in the future).
 * `isValidBirthDate('31/02/1990') === false`.
 */
export function isValidBirthDate(input: string, today: Date = new Date()): boolean {
  const parts = parseBirthDate(input);
  if (!parts) return false;
  const { day, month, year } = parts;
  if (year < MIN_YEAR || !isRealDate(year, month, day)) return false;
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  return year * 10_000 + month * 100 + day <= todayKey;
}

/** `'01/02/1990'` (or `'01021990'`) -> `'1990-02-01'`; `null` when not a valid birth date. */
export function birthDateToIso(input: string, today: Date = new Date()): string | null {
  if (!isValidBirthDate(input, today)) return null;
  const { day, month, year } = parseBirthDate(input) as DayMonthYear;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * `'1990-02-01'` or `'1990-02-01T00:00:00'` -> `'01/02/1990'` (the date part is read as written,
 * never shifted by a time zone); `null` when it is not a real date.
 */
export function isoToBirthDate(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(String(iso ?? '').trim());
  if (!match) return null;
  const [, yyyy, mm, dd] = match as unknown as [string, string, string, string];
  if (!isRealDate(Number(yyyy), Number(mm), Number(dd))) return null;
  return `${dd}/${mm}/${yyyy}`;
}

/** Phone digits only, at most 11 (DDD + 9 digits): `'(11) 98765-4321'` -> `'11987654321'`. */
export function phoneDigits(input: string): string {
  return onlyDigits(input).slice(0, 11);
}

/** Formats progressively as `(11) 98765-4321`; partial input gives a partial mask. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  const ddd = digits.slice(0, 2);
  const first = digits.slice(2, 7);
  const last = digits.slice(7);
  let out = `(${ddd}`;
  if (digits.length > 2) out += `) ${first}`;
  if (digits.length > 7) out += `-${last}`;
  return out;
}

/** Verification / recovery code: digits only, at most 6. */
export function codeDigits(input: string): string {
  return onlyDigits(input).slice(0, 6);
}

export const CODE_LENGTH = 6;
export const PHONE_LENGTH = 11;

/** imask pattern definitions used by MaskedField (`0` = a digit). */
export const maskDefinitions = {
  birthDate: { mask: '00/00/0000', placeholder: 'dd/mm/aaaa', inputMode: 'numeric' },
  phone: { mask: '(00) 00000-0000', placeholder: 'Somente números', inputMode: 'tel' },
  code: { mask: '000000', placeholder: undefined, inputMode: 'numeric' },
} as const;

export type MaskKind = keyof typeof maskDefinitions;
