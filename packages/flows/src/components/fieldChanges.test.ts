import { describe, expect, it } from 'vitest';
import { changedFields } from './fieldChanges';

describe('changedFields', () => {
  it('lists only the fields whose value changed', () => {
    const file = new File(['x'], 'eu.png');
    expect(changedFields({ a: '1', b: false, c: null }, { a: '1', b: true, c: null })).toEqual([
      'b',
    ]);
    expect(changedFields({ photo: null as File | null }, { photo: file })).toEqual(['photo']);
    expect(changedFields({ a: '' }, { a: '' })).toEqual([]);
  });
});
