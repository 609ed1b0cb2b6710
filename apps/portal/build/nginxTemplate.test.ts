import { describe, expect, it } from 'vitest';
import { ROUTE_ROWS, prerenderedFile, routePattern } from '../src/routes/routeTable.ts';
import { NGINX_VARIABLES, nginxTemplate } from './nginxTemplate.ts';

const template = nginxTemplate();
/** The text of the server block, without the comments. */
const config = template
  .split('\n')
  .filter((line) => !line.trim().startsWith('#'))
  .join('\n');

/** Each `location … {` block of the server, up to its closing brace: its match and its body. */
const locations = [...config.matchAll(/\n {4}location (.+) \{\n([\s\S]*?)\n {4}\}/g)].map(
  ([, match, body]) => ({ match: match!, body: body! }),
);

describe('the nginx template (deploy/nginx)', () => {
  it('uses exactly its documented variables, each named at its top', () => {
    const used = new Set([...config.matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name));
    expect([...used].sort()).toEqual(Object.keys(NGINX_VARIABLES).sort());
    for (const name of Object.keys(NGINX_VARIABLES)) expect(template).toContain(`#   ${name}`);
  });

  it("gives each page of the route table its HTML, and nothing else the app's shell", () => {
    for (const { path, prerenderFor } of ROUTE_ROWS.filter((row) => row.path !== '*')) {
      const match = path === '/' ? '= /' : `~ ${routePattern(path)}`;
      const block = locations.find((location) => location.match === match);
      const file = `/${prerenderFor ? prerenderedFile(path) : prerenderedFile('/')}`;
      expect(block?.body, path).toContain(`try_files ${file} =404;`);
    }
    // The catch-all serves files only; anything else is the 404 page.
    expect(locations.find((location) => location.match === '/')?.body).toContain(
      'try_files $uri =404;',
    );
    expect(config).toContain('error_page 404 /index.html;');
  });

  it('sets its headers once: no location has an add_header that would drop them', () => {
    expect(locations.length).toBeGreaterThan(5);
    for (const { match, body } of locations) expect(body, match).not.toContain('add_header');
    for (const header of ['Cache-Control', 'Content-Security-Policy', 'X-Content-Type-Options']) {
      expect(config).toMatch(new RegExp(`\\n    add_header ${header} .+ always;`));
    }
  });

  it("sends the storage's paths to the bucket under a sandbox policy, read-only", () => {
    const storage = locations.find((location) => location.match.includes('STORAGE_PATHS'));
    expect(storage?.body).toContain('set $jornada_csp "sandbox";');
    expect(storage?.body).toContain('proxy_pass ${STORAGE_UPSTREAM};');
    expect(storage?.body).toMatch(/limit_except GET \{\s*deny all;\s*\}/);
  });
});
