import { describe, expect, it } from 'vitest';
import { ROUTES, campaignUrl, howToUrl } from '../routes/routeTable';
import { isAppPage, navigationFile } from './navigationFile';

describe('navigationFile', () => {
  it('gives each prerendered route its own page, with or without the trailing slash', () => {
    expect(navigationFile(ROUTES.landing.path)).toBe('index.html');
    expect(navigationFile(ROUTES.home.path)).toBe('home/index.html');
    expect(navigationFile(`${ROUTES.preLogin.path}/`)).toBe('pre-login/index.html');
  });

  it('gives every other route the app shell', () => {
    expect(navigationFile(ROUTES.regulamento.path)).toBe('index.html');
    expect(navigationFile(campaignUrl('anual'))).toBe('index.html');
    expect(navigationFile(howToUrl('sao-joao'))).toBe('index.html');
  });
});

describe('isAppPage', () => {
  it("takes the route table's pages, parameters included", () => {
    expect(isAppPage('/')).toBe(true);
    expect(isAppPage(ROUTES.regulamento.path)).toBe(true);
    expect(isAppPage(`${campaignUrl('top-brasil')}/`)).toBe(true);
    expect(isAppPage(howToUrl('anual'))).toBe(true);
  });

  it('leaves the API, files and unknown addresses to the network', () => {
    expect(isAppPage('/api/participante')).toBe(false);
    expect(isAppPage('/__outbox')).toBe(false);
    expect(isAppPage('/config.json')).toBe(false);
    expect(isAppPage('/campanha/anual/extra')).toBe(false);
  });
});
