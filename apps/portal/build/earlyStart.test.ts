import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@jornada/api';
import { ACCESS_TOKEN_KEY, earlyStartScript } from './earlyStart';

interface Run {
  path: string;
  search?: string;
  prerenderPath?: string | null;
  token?: string | null;
  storageThrows?: boolean;
}

/** Runs the inline script against a minimal document, location and localStorage. */
function run({ path, search = '', prerenderPath = null, token = null, storageThrows }: Run) {
  const attributes = new Map<string, string>();
  if (prerenderPath !== null) attributes.set('data-prerender-path', prerenderPath);
  const links: {
    rel: string;
    href: string;
    as?: string;
    type?: string;
    crossOrigin?: string;
    fetchPriority?: string;
  }[] = [];
  const fetched: string[] = [];
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
    createElement: () => ({ rel: '', href: '' }),
    head: {
      appendChild: (link: (typeof links)[number]) => void links.push(link),
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === 'accessToken' ? token : null;
    },
  };
  const window: Record<string, unknown> = {};
  const fetch = (url: string) => {
    fetched.push(url);
    return Promise.resolve();
  };
  const script = earlyStartScript(
    [
      ['^/$', ['assets/Landing.js']],
      ['^/pre-login/?$', ['assets/PreLogin.js', 'assets/xstate.js']],
      ['', ['assets/NotFound.js']],
    ],
    ['assets/index.js', 'assets/react.js'],
    ['assets/inter-400.woff2'],
  );
  new Function('document', 'location', 'localStorage', 'window', 'fetch', script)(
    document,
    { pathname: path, search },
    localStorage,
    window,
    fetch,
  );
  return { hidden: attributes.get('data-prerender') === 'off', links, fetched, window };
}

describe('earlyStartScript', () => {
  it('reads the same token key as the session', () => {
    expect(ACCESS_TOKEN_KEY).toBe(STORAGE_KEYS.accessToken);
  });

  const preloads = (result: ReturnType<typeof run>) =>
    result.links
      .filter((link) => link.rel === 'modulepreload')
      .map((link) => `${link.rel} ${link.href} ${link.fetchPriority ?? 'auto'}`);

  it('preloads the fonts (from the script: Chrome would hold the first paint for HTML ones)', () => {
    for (const prerenderPath of [null, '/']) {
      const fonts = run({ path: '/', prerenderPath }).links.filter(
        (link) => link.rel === 'preload',
      );
      expect(fonts).toEqual([
        {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossOrigin: 'anonymous',
          href: '/assets/inter-400.woff2',
        },
      ]);
    }
  });

  it('starts config.json and preloads the entry and the matching route, at normal priority', () => {
    const result = run({ path: '/pre-login', prerenderPath: '/' });
    expect(result.fetched).toEqual(['/config.json']);
    expect(result.window.__jornadaConfig).toBeInstanceOf(Promise);
    expect(preloads(result)).toEqual([
      'modulepreload /assets/index.js auto',
      'modulepreload /assets/react.js auto',
      'modulepreload /assets/PreLogin.js auto',
      'modulepreload /assets/xstate.js auto',
    ]);
    expect(preloads(run({ path: '/nada' })).at(-1)).toBe('modulepreload /assets/NotFound.js auto');
  });

  it('under a prerendered screen, preloads only the route, at low priority (fonts first)', () => {
    expect(preloads(run({ path: '/pre-login', prerenderPath: '/pre-login' }))).toEqual([
      'modulepreload /assets/PreLogin.js low',
      'modulepreload /assets/xstate.js low',
    ]);
  });

  it('keeps the prerendered screen of the page being opened by an anonymous visitor', () => {
    expect(run({ path: '/', prerenderPath: '/' }).hidden).toBe(false);
    expect(run({ path: '/pre-login', prerenderPath: '/pre-login' }).hidden).toBe(false);
    expect(run({ path: '/pre-login/', prerenderPath: '/pre-login' }).hidden).toBe(false);
    expect(run({ path: '/', prerenderPath: '/', storageThrows: true }).hidden).toBe(false);
  });

  it('hides it on another path (index.html is the fallback of every route)', () => {
    expect(run({ path: '/home', prerenderPath: '/' }).hidden).toBe(true);
    expect(run({ path: '/pre-login', prerenderPath: '/' }).hidden).toBe(true);
    expect(run({ path: '/pre-login/x', prerenderPath: '/pre-login' }).hidden).toBe(true);
  });

  it('hides it with a query (?painel= opens another panel) or when someone is logged in', () => {
    expect(
      run({ path: '/pre-login', search: '?painel=cadastro', prerenderPath: '/pre-login' }).hidden,
    ).toBe(true);
    expect(run({ path: '/', prerenderPath: '/', token: 'eyJ' }).hidden).toBe(true);
  });

  it('does nothing to a page without a prerendered screen', () => {
    expect(run({ path: '/home' }).hidden).toBe(false);
  });
});
