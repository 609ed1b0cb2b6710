import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Ana Beatriz Souza', 'AS'],
    ['joão da silva', 'JS'],
    ['Érica', 'É'],
    ['  Marcos   Oliveira  ', 'MO'],
    ['(Carla) Nunes', 'CN'],
    ['', '?'],
    ['   ', '?'],
    ['123', '?'],
  ])('%j -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
