import { describe, expect, it } from 'vitest';
import { accessRedirect, routeRules } from './access';
import { routePages } from './pages';

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

describe('routeRules', () => {
  it('has a rule for every route of the page table', () => {
    expect(Object.keys(routeRules).sort()).toEqual(Object.keys(routePages).sort());
  });

  it('follows the spec table', () => {
    const by = (access: string) =>
      Object.entries(routeRules)
        .filter(([, rule]) => rule.access === access)
        .map(([path]) => path)
        .sort();
    expect(by('protected')).toEqual(
      ['/campanha/:campanha', '/como-participar/:campanha', '/home', '/meu-perfil'].sort(),
    );
    expect(by('public-only')).toEqual(['/', '/pre-login']);
  });

  it('keeps the landing page off the API layout (no RTK Query on /)', () => {
    expect(routeRules['/'].usesApi).toBe(false);
  });

  it('keeps the pages that only send forms off it too (their client loads RTK Query on use)', () => {
    expect(routeRules['/pre-login'].usesApi).toBe(false);
    expect(routeRules['/fale-conosco'].usesApi).toBe(false);
  });

  it('puts only the profile, the one page with RTK Query hooks, in the API layout', () => {
    const inLayout = Object.entries(routeRules)
      .filter(([, rule]) => rule.usesApi)
      .map(([path]) => path);
    expect(inLayout).toEqual(['/meu-perfil']);
  });
});
