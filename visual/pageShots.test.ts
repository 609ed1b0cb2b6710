import { describe, expect, it } from 'vitest';
import { ROUTE_URLS } from '../e2e/routeUrls';
import { pageShots, type PortalRoute } from './pageShots';

describe('pageShots', () => {
  const routes: PortalRoute[] = [
    { path: '/', url: '/', page: 'Landing', access: 'public-only' },
    { path: '/meu-perfil', url: '/meu-perfil', page: 'MeuPerfil', access: 'protected' },
    { path: '/fale-conosco', url: '/fale-conosco', page: 'FaleConosco', access: 'open' },
  ];

  it('shoots each route at 375 and 1280, logged in only where the route is protected', () => {
    expect(
      pageShots(routes)
        .filter((shot) => !shot.menuOpen)
        .map(({ id, url, widths, loggedIn }) => ({ id, url, widths, loggedIn })),
    ).toEqual([
      { id: 'page-landing', url: '/', widths: [375, 1280], loggedIn: false },
      { id: 'page-meu-perfil', url: '/meu-perfil', widths: [375, 1280], loggedIn: true },
      { id: 'page-fale-conosco', url: '/fale-conosco', widths: [375, 1280], loggedIn: false },
    ]);
  });

  it('adds the open mobile menu, logged in (the menu is the logged-in header’s), at 375 only', () => {
    expect(pageShots(routes).filter((shot) => shot.menuOpen)).toEqual([
      expect.objectContaining({ id: 'page-regulamento-menu-open', widths: [375], loggedIn: true }),
    ]);
  });

  it('gives every shot of the portal a distinct page- id', () => {
    const ids = pageShots().map((shot) => shot.id);
    expect(ids.every((id) => id.startsWith('page-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(ROUTE_URLS.length + 1);
  });
});
