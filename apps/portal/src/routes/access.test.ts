import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access';

describe('accessRedirect', () => {
  it('sends anonymous visitors from protected pages to /', () => {
    expect(accessRedirect('protected', false)).toBe('/');
    expect(accessRedirect('protected', true)).toBeNull();
  });

  it('sends logged-in participants from public-only pages to /home', () => {
    expect(accessRedirect('public-only', true)).toBe('/home');
    expect(accessRedirect('public-only', false)).toBeNull();
  });

  it('never redirects from open pages', () => {
    expect(accessRedirect('open', true)).toBeNull();
    expect(accessRedirect('open', false)).toBeNull();
  });
});
