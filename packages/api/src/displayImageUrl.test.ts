import { describe, expect, it } from 'vitest';
import { displayImageUrl } from './displayImageUrl';

const host = 'https://bucket.example-storage.com';

describe('displayImageUrl', () => {
  it.each<[string | null | undefined, string, string | null]>([
    [`${host}/avatars/a.png`, host, '/avatars/a.png'],
    [`${host}/avatars/a.png`, `${host}/`, '/avatars/a.png'],
    ['https://other.example.com/avatars/a.png', host, 'https://other.example.com/avatars/a.png'],
    [`${host}.evil.com/a.png`, host, `${host}.evil.com/a.png`],
    ['/avatars/a.png', host, '/avatars/a.png'],
    [null, host, null],
    [undefined, host, null],
    ['', host, null],
    [`${host}/a.png`, '', `${host}/a.png`],
  ])('%s with host %s -> %s', (url, storageHost, expected) => {
    expect(displayImageUrl(url, storageHost)).toBe(expected);
  });
});
