import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldMessages,
  hasErrors,
  required,
  validateBirthDate,
  validateCode,
  validateEmail,
  validateFields,
  validatePhone,
} from './validators';

describe('validators', () => {
  it('e-mail: required, then shape', () => {
    expect(validateEmail('')).toBe('Informe o seu e-mail.');
    expect(validateEmail('   ')).toBe('Informe o seu e-mail.');
    expect(validateEmail('maria')).toBe('Informe um e-mail válido.');
    expect(validateEmail('maria@')).toBe('Informe um e-mail válido.');
    expect(validateEmail('maria@empresa')).toBe('Informe um e-mail válido.');
    expect(validateEmail('maria.silva@distribuidora.com.br')).toBeUndefined();
    expect(validateEmail(' maria@empresa.com ')).toBeUndefined();
  });

  it('birth date: required, then a real date', () => {
    expect(validateBirthDate('')).toBe('Informe a sua data de nascimento.');
    expect(validateBirthDate('0102')).toBe('Informe uma data válida (dd/mm/aaaa).');
    expect(validateBirthDate('31021990')).toBe('Informe uma data válida (dd/mm/aaaa).');
    expect(validateBirthDate('31/02/1990')).toBe('Informe uma data válida (dd/mm/aaaa).');
    expect(validateBirthDate('01021990')).toBeUndefined();
    expect(validateBirthDate('01/02/1990')).toBeUndefined();
  });

  it('code: six digits', () => {
    expect(validateCode('')).toBe(fieldMessages.codeRequired);
    expect(validateCode('12345')).toBe(fieldMessages.codeInvalid);
    expect(validateCode('12345a')).toBe(fieldMessages.codeInvalid);
    expect(validateCode('123456')).toBeUndefined();
  });

  it('phone: eleven digits', () => {
    expect(validatePhone('')).toBe(fieldMessages.phoneRequired);
    expect(validatePhone('1198765432')).toBe(fieldMessages.phoneInvalid);
    expect(validatePhone('11987654321')).toBeUndefined();
    expect(validatePhone('(11) 98765-4321')).toBeUndefined();
    expect(validatePhone('119876543210')).toBe(fieldMessages.phoneInvalid);
  });

  it('required trims', () => {
    const nome = required(fieldMessages.nameRequired);
    expect(nome('  ')).toBe('Informe o seu nome.');
    expect(nome('Ana')).toBeUndefined();
  });

  it('validateFields returns only the fields in error', () => {
    const errors = validateFields(
      { email: 'x', nome: 'Ana', aceite: false },
      {
        email: validateEmail,
        nome: required(fieldMessages.nameRequired),
        aceite: (v) => (v ? undefined : fieldMessages.consentRequired),
      },
    );
    expect(errors).toEqual({
      email: 'Informe um e-mail válido.',
      aceite: fieldMessages.consentRequired,
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });

  it('never throw on any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        for (const v of [validateEmail, validateBirthDate, validateCode, validatePhone]) {
          const result = v(s);
          expect(result === undefined || typeof result === 'string').toBe(true);
        }
      }),
    );
  });

  it('a code with a letter is never valid', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => /[^\d]/.test(s)),
        (s) => {
          expect(validateCode(s)).toBeDefined();
        },
      ),
    );
  });
});
