import { createHash } from 'node:crypto';
import path from 'node:path';
import { STORAGE_KEYS } from '@jornada/api/storage-keys';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_BUILD,
  fakePage,
  javascript,
  type FakePageOptions,
} from '../src/earlyStart/fakePage.ts';
import {
  compileEarlyStart,
  earlyStartData,
  routePattern,
  withStartupScript,
  withoutScriptTags,
} from './earlyStart.ts';

const portalRoot = path.resolve(import.meta.dirname, '..');

describe('compileEarlyStart (the script the build inlines)', () => {
  let script = '';
  beforeAll(async () => {
    script = await compileEarlyStart(portalRoot, FAKE_BUILD);
  }, 60_000);

  /** Runs the built script in a fake page, as an inline script with the page's globals. */
  function run(options: FakePageOptions) {
    const page = fakePage(options);
    new Function(...Object.keys(page.globals), script)(...Object.values(page.globals));
    return page;
  }

  it('is one minified function call, declaring no global', () => {
    expect(script).toMatch(/^\(/);
    expect(script).not.toContain('\n');
    expect(script.length).toBeLessThan(1800);
  });

  it("runs with the build's data: the route's chunks after the first paint of its screen", () => {
    const page = run({
      path: '/pre-login',
      prerenderPath: '/pre-login',
      readyState: 'interactive',
    });
    expect(page.hidden()).toBe(false);
    expect(javascript(page)).toEqual([]);
    page.paint();
    expect(javascript(page)).toEqual([
      'preload /assets/index.js',
      'preload /assets/react.js',
      'preload /assets/PreLogin.js',
      'preload /assets/xstate.js',
      'script module /assets/index.js',
    ]);
    expect(run({ path: '/', prerenderPath: '/', token: 'eyJ' }).hidden()).toBe(true);
  });

  it('reads the access token and the kept panels’ keys of @jornada/api/storage-keys, no other', () => {
    const read: string[] = [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.accessData,
      STORAGE_KEYS.firstAccessData,
    ];
    for (const key of read) expect(script).toContain(key);
    const others = Object.values(STORAGE_KEYS).filter((key) => !read.includes(key));
    for (const key of others) expect(script).not.toContain(`\`${key}\``);
  });
});

describe('earlyStartData', () => {
  it("gives each route its pattern and chunks, the catch-all last, and the entry's chunks", () => {
    const data = earlyStartData(
      {
        entry: ['assets/index.js'],
        routes: [
          { path: '*', page: 'NotFound', files: ['assets/NotFound.js'] },
          { path: '/campanha/:campanha', page: 'Campaign', files: ['assets/Campaign.js'] },
        ],
      },
      ['assets/inter.woff2'],
    );
    expect(data).toEqual({
      routes: [
        ['^/campanha/[^/]+/?$', ['assets/Campaign.js']],
        ['', ['assets/NotFound.js']],
      ],
      entry: ['assets/index.js'],
      fonts: ['assets/inter.woff2'],
      accessPanelPath: '/pre-login',
    });
  });
});

describe('routePattern', () => {
  it('matches the path with or without a final slash, a parameter as one segment', () => {
    const matches = (path: string, url: string) => new RegExp(routePattern(path)).test(url);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/home')).toBe(false);
    expect(matches('/pre-login', '/pre-login/')).toBe(true);
    expect(matches('/campanha/:campanha', '/campanha/anual')).toBe(true);
    expect(matches('/campanha/:campanha', '/campanha/anual/x')).toBe(false);
    expect(routePattern('*')).toBe('');
  });
});

describe('withoutScriptTags', () => {
  const built = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    '</head>',
  ].join('\n');

  it('takes out the entry script and the modulepreloads, and nothing else', () => {
    expect(withoutScriptTags(built, 'assets/index-abc.js')).toBe(
      [
        '<head>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
        '</head>',
      ].join('\n'),
    );
  });

  it('fails the build when the module script is not the entry', () => {
    expect(() => withoutScriptTags(built, 'assets/index-xyz.js')).toThrow(/expected one module/);
    expect(() => withoutScriptTags('<head></head>', 'assets/index-abc.js')).toThrow(
      /expected one module/,
    );
  });
});

describe('withStartupScript', () => {
  const head = [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <style>/* a large inlined stylesheet */</style>',
    '  </head>',
  ].join('\n');

  it('puts the charset first, then the policy that allows the script by its hash, then the script', () => {
    const html = withStartupScript(head, 'console.log(1)');
    const charset = html.indexOf('<meta charset="UTF-8" />');
    const policy = html.indexOf(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${createHash('sha256').update('console.log(1)').digest('base64')}'" />`,
    );
    const script = html.indexOf('<script>console.log(1)</script>');
    expect(charset).toBeGreaterThan(0);
    expect(charset).toBeLessThan(1024);
    expect(policy).toBeGreaterThan(charset);
    expect(script).toBeGreaterThan(policy);
  });

  it('fails the build when index.html has no charset to put them after', () => {
    expect(() => withStartupScript('<head></head>', 'x')).toThrow(/meta charset/);
  });
});
