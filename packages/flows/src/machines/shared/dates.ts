/**
 * `dd/mm/yyyy` as typed (or the unmasked `ddmmyyyy`) to the API's `yyyy-mm-dd`, or `null` when it
 * is not a real calendar date. Local to flows for now: `@jornada/ui`'s masks have the same
 * conversion in progress; dedupe once it is exported.
 */
export function toIsoDate(typed: string): string | null {
  const match = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(typed.trim());
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${yyyy}-${mm}-${dd}`;
}
