import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateToIso,
  codeDigits,
  formatPhone,
  isoToBirthDate,
  isValidBirthDate,
  maskDefinitions,
  phoneDigits,
} from './masks';

const TODAY = new Date(2026, 10, 22);

/** Any real date between 1900-01-01 and TODAY, as parts. */
const realDate = fc
  .date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2026, 10, 22)),
    noInvalidDate: true,
  })
  .map((d) => ({
    day: String(d.getUTCDate()).padStart(2, '0'),
    month: String(d.getUTCMonth() + 1).padStart(2, '0'),
    year: String(d.getUTCFullYear()),
  }));

describe('birth date', () => {
  it('converts dd/mm/yyyy to yyyy-mm-dd and back', () => {
    expect(birthDateToIso('01/02/1990', TODAY)).toBe('1990-02-01');
    expect(birthDateToIso('01021990', TODAY)).toBe('1990-02-01');
    expect(isoToBirthDate('1990-02-01T00:00:00')).toBe('01/02/1990');
    expect(isoToBirthDate('1990-02-01')).toBe('01/02/1990');
  });

  it('rejects dates that do not exist or are out of range', () => {
    for (const bad of ['31/02/1990', '29/02/1991', '00/01/1990', '01/13/1990', '32/01/1990']) {
      expect(isValidBirthDate(bad, TODAY)).toBe(false);
      expect(birthDateToIso(bad, TODAY)).toBeNull();
    }
    expect(isValidBirthDate('29/02/1992', TODAY)).toBe(true);
    expect(isValidBirthDate('01/01/1899', TODAY)).toBe(false);
    expect(isValidBirthDate('23/11/2026', TODAY)).toBe(false);
    expect(isValidBirthDate('22/11/2026', TODAY)).toBe(true);
    expect(isValidBirthDate('1/2/1990', TODAY)).toBe(false);
    expect(isValidBirthDate('', TODAY)).toBe(false);
    expect(isoToBirthDate('1990-02-31')).toBeNull();
    expect(isoToBirthDate('not a date')).toBeNull();
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => isValidBirthDate(s, TODAY)).not.toThrow();
        expect(() => birthDateToIso(s, TODAY)).not.toThrow();
        expect(() => isoToBirthDate(s)).not.toThrow();
      }),
    );
  });

  it('round trips every real date (masked and unmasked)', () => {
    fc.assert(
      fc.property(realDate, ({ day, month, year }) => {
        const masked = `${day}/${month}/${year}`;
        const iso = `${year}-${month}-${day}`;
        expect(birthDateToIso(masked, TODAY)).toBe(iso);
        expect(birthDateToIso(`${day}${month}${year}`, TODAY)).toBe(iso);
        expect(isoToBirthDate(iso)).toBe(masked);
        expect(isoToBirthDate(`${iso}T00:00:00`)).toBe(masked);
        expect(birthDateToIso(isoToBirthDate(iso) ?? '', TODAY)).toBe(iso);
      }),
    );
  });

  it('accepts nothing with letters in it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /[a-z]/i.test(s)),
        (a, b) => {
          expect(isValidBirthDate(a + b, TODAY)).toBe(false);
          expect(isValidBirthDate(`01/02/19${b}`, TODAY)).toBe(false);
        },
      ),
    );
  });
});

describe('phone', () => {
  it('keeps the digits and formats them', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('11987654')).toBe('(11) 98765-4');
  });

  it('never throws and never lets a letter in', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(phoneDigits(s)).toMatch(/^\d{0,11}$/);
        expect(formatPhone(s)).toMatch(/^[\d() -]*$/);
      }),
    );
  });

  it('round trips digits through the format', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,11}$/), (digits) => {
        expect(phoneDigits(formatPhone(digits))).toBe(digits);
      }),
    );
  });

  it('formatting is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = formatPhone(s);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe('code', () => {
  it('keeps at most six digits', () => {
    expect(codeDigits('12a3 45-678')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('never throws, never lets a letter in, is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const code = codeDigits(s);
        expect(code).toMatch(/^\d{0,6}$/);
        expect(codeDigits(code)).toBe(code);
      }),
    );
  });
});

describe('mask definitions', () => {
  it('match the spec masks', () => {
    expect(maskDefinitions.birthDate.mask).toBe('00/00/0000');
    expect(maskDefinitions.phone.mask).toBe('(00) 00000-0000');
    expect(maskDefinitions.code.mask).toBe('000000');
    expect(maskDefinitions.birthDate.placeholder).toBe('dd/mm/aaaa');
    expect(maskDefinitions.phone.placeholder).toBe('Somente números');
  });
});
