import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SLUGS } from './content/campaigns/list';
import { campaignUrl } from './routes/routeTable';
import { prerender } from './prerender';

const config = {
  apiUrl: '/api',
  publicApiUrl: '/public-api',
  storageHost: 'https://storage.jornada.example',
};

describe('prerender (build time, in Node)', () => {
  it('renders the landing page with the header of an anonymous visitor, and its styles', async () => {
    const page = await prerender('/', config, 'anonymous');
    expect(page.html).toContain('Bem-vindo(a) à Jornada!');
    expect(page.html).toContain('Acessar minha conta');
    expect(page.html).toContain('>LOGIN</a>');
    expect(page.html).not.toContain('<script');
    expect(page.css).toMatch(/body\{[^}]*background-color/);
  });

  it('renders the login panel of /pre-login, the panel the page opens on', async () => {
    const page = await prerender('/pre-login', config, 'anonymous');
    expect(page.html).toMatch(/<h1[^>]*>Já possui perfil\?<\/h1>/);
    expect(page.html).toContain('type="password"');
  });

  it('renders /home for a participant: the title, a tile per campaign and a logged-in header without a name', async () => {
    const page = await prerender('/home', config, 'participant');
    expect(page.html).toMatch(/<h1[^>]*>CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS<\/h1>/);
    expect(page.html.match(/href="\/campanha\/[^"]+"/g)).toEqual(
      CAMPAIGN_SLUGS.map((slug) => `href="${campaignUrl(slug)}"`),
    );
    expect(page.html).toContain('aria-label="Abrir menu do perfil"');
    expect(page.html).not.toContain('>LOGIN</a>');
    expect(page.html).toContain('fetchPriority="high"');
  });

  it('refuses a page its visitor would be sent away from', async () => {
    await expect(prerender('/home', config, 'anonymous')).rejects.toThrow(
      /sends its anonymous visitor to \/,/,
    );
    await expect(prerender('/pre-login', config, 'participant')).rejects.toThrow(
      /sends its participant visitor to \/home,/,
    );
  });
});
