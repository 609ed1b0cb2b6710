import { describe, expect, it } from 'vitest';
import {
  PRERENDERED_ROUTES,
  ROUTE_ROWS,
  campaignUrl,
  howToUrl,
  prerenderedFile,
} from './routeTable';

describe('ROUTES', () => {
  it('follows the spec: who may see each page', () => {
    const by = (access: string) =>
      ROUTE_ROWS.filter((row) => row.access === access)
        .map((row) => row.path)
        .sort();
    expect(by('protected')).toEqual(
      ['/campanha/:campanha', '/como-participar/:campanha', '/home', '/meu-perfil'].sort(),
    );
    expect(by('public-only')).toEqual(['/', '/pre-login']);
  });

  it('puts only the profile, the one page with RTK Query hooks, in the API layout', () => {
    expect(ROUTE_ROWS.filter((row) => row.usesApi).map((row) => row.path)).toEqual(['/meu-perfil']);
  });

  it('prerenders a page only for a visitor its guard lets in, and never a page with parameters', () => {
    for (const row of PRERENDERED_ROUTES) {
      expect(row.path).not.toMatch(/[:*]/);
      expect(row.access).toBe(row.prerenderFor === 'participant' ? 'protected' : 'public-only');
    }
  });
});

describe('campaignUrl and howToUrl', () => {
  it("fill the campaign's slug into their route's path", () => {
    expect(campaignUrl('anual')).toBe('/campanha/anual');
    expect(howToUrl('sao-joao')).toBe('/como-participar/sao-joao');
  });
});

describe('prerenderedFile', () => {
  it('writes / as index.html and other paths as a folder index', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/pre-login')).toBe('pre-login/index.html');
  });
});
