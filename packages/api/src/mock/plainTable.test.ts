import { describe, expect, it } from 'vitest';
import { plainTable } from './plainTable';

describe('plainTable', () => {
  it('aligns the columns under their names, without an index or quotes', () => {
    expect(
      plainTable([
        { 'e-mail': 'ana@jornada.demo', senha: 'Jornada@2025' },
        { 'e-mail': 'nova@jornada.demo', senha: '(primeiro acesso)' },
      ]),
    ).toBe(
      [
        'e-mail             senha',
        'ana@jornada.demo   Jornada@2025',
        'nova@jornada.demo  (primeiro acesso)',
      ].join('\n'),
    );
  });

  it('is empty without rows', () => {
    expect(plainTable([])).toBe('');
  });
});
