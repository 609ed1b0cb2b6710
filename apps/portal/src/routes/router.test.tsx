import { describe, expect, it } from 'vitest';
import { routeRowAt } from './router';
import { ROUTES } from './routeTable';

describe('routeRowAt', () => {
  it('finds the row of an address as the router matches it', () => {
    expect(routeRowAt('/')).toBe(ROUTES.landing);
    expect(routeRowAt('/home')).toBe(ROUTES.home);
    expect(routeRowAt('/home/')).toBe(ROUTES.home);
    expect(routeRowAt('/campanha/consumo')).toBe(ROUTES.campaign);
    expect(routeRowAt('/como-participar/anual')).toBe(ROUTES.howTo);
  });

  it('ignores letter case, as the router does: a guard cannot be skipped by spelling', () => {
    expect(routeRowAt('/HOME')).toBe(ROUTES.home);
    expect(routeRowAt('/Meu-Perfil')).toBe(ROUTES.meuPerfil);
  });

  it('gives the not-found row for any other address', () => {
    expect(routeRowAt('/nao-existe')).toBe(ROUTES.notFound);
    expect(routeRowAt('/campanha')).toBe(ROUTES.notFound);
    expect(routeRowAt('/campanha/consumo/mais')).toBe(ROUTES.notFound);
  });
});
