import { describe, expect, it } from 'vitest';
import { prerender } from './prerender';

const config = {
  apiUrl: '/api',
  publicApiUrl: '/public-api',
  storageHost: 'https://storage.jornada.example',
};

describe('prerender (build time, in Node)', () => {
  it('renders the landing page with the header of an anonymous visitor, and its styles', async () => {
    const page = await prerender('/', config);
    expect(page.html).toContain('Bem-vindo(a) à Jornada!');
    expect(page.html).toContain('Acessar minha conta');
    expect(page.html).toContain('>LOGIN</a>');
    expect(page.html).not.toContain('<script');
    expect(page.css).toMatch(/body\{[^}]*background-color/);
  });

  it('renders the login panel of /pre-login, the panel the page opens on', async () => {
    const page = await prerender('/pre-login', config);
    expect(page.html).toMatch(/<h1[^>]*>Já possui perfil\?<\/h1>/);
    expect(page.html).toContain('type="password"');
  });

  it('refuses a path that redirects or fails', async () => {
    await expect(prerender('/home', config)).rejects.toThrow(/answered 302/);
  });
});
