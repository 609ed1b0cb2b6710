import { describe, expect, it } from 'vitest';
import { checkPrerendered, inlineStylesheets, pageHtml } from './prerender.ts';

const template = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '  <head>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const page = { html: '<main><h1>Bem-vindo(a) à Jornada!</h1></main>', css: '.a{color:red}' };

describe('inlineStylesheets', () => {
  it('replaces each stylesheet link by a style element with its contents', () => {
    const html = inlineStylesheets(template, (href) => `/* ${href} */@font-face{}`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>/* /assets/index-abc.css */@font-face{}</style>');
  });
});

describe('pageHtml', () => {
  const html = pageHtml(template, '/pre-login', page);

  it('puts the markup in #root, inert, and marks the page it belongs to', () => {
    expect(html).toContain(
      '<div id="root"><div data-prerender inert><main><h1>Bem-vindo(a) à Jornada!</h1></main></div></div>',
    );
    expect(html).toContain('<html lang="pt-BR" data-prerender-path="/pre-login">');
  });

  it('adds the styles, with the rule that hides a screen that is not the current one', () => {
    expect(html).toMatch(
      /<style data-prerender>div\[data-prerender\]\{display:contents\}html\[data-prerender=off\] div\[data-prerender\]\{display:none\}\.a\{color:red\}<\/style>\s*<\/head>/,
    );
  });

  it("marks a participant's page, and only that one", () => {
    expect(pageHtml(template, '/home', page, 'participant')).toContain(
      '<html lang="pt-BR" data-prerender-path="/home" data-prerender-for="participant">',
    );
    expect(html).not.toContain('data-prerender-for');
  });

  it('keeps markup with $ sequences as it is', () => {
    expect(pageHtml(template, '/', { html: '<h1>R$ 10 $& $1</h1>', css: '' })).toContain(
      '<h1>R$ 10 $& $1</h1>',
    );
  });

  it('refuses a template without an empty root', () => {
    expect(() => pageHtml('<html><head></head><body></body></html>', '/', page)).toThrow(
      /no empty/,
    );
  });
});

describe('checkPrerendered', () => {
  it('accepts a page with an h1 and no script', () => {
    expect(() => checkPrerendered('/', page)).not.toThrow();
  });

  it('refuses scripts (the CSP would block them), source paths and pages without an h1', () => {
    expect(() =>
      checkPrerendered('/', { html: '<h1>a</h1><script>x()</script>', css: '' }),
    ).toThrow(/script/);
    expect(() =>
      checkPrerendered('/', { html: '<h1>a</h1><img src="/src/a.svg">', css: '' }),
    ).toThrow(/source path/);
    expect(() => checkPrerendered('/', { html: '<p>a</p>', css: '' })).toThrow(/no h1/);
  });
});
