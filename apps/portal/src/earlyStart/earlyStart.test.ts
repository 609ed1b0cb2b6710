import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MS, startEarly } from './earlyStart';
import { FAKE_BUILD, fakePage, javascript, type FakePageOptions } from './fakePage';

/** Runs the script in a fake page. */
function run(options: FakePageOptions) {
  const page = fakePage(options);
  for (const [name, value] of Object.entries(page.globals)) vi.stubGlobal(name, value);
  startEarly(FAKE_BUILD);
  return page;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startEarly', () => {
  it("hides the access panel's login screen while the tab keeps another panel to restore", () => {
    for (const key of ['accessData', 'firstAccessData']) {
      const kept = run({ path: '/pre-login', prerenderPath: '/pre-login', tab: { [key]: '{}' } });
      expect(kept.hidden(), key).toBe(true);
    }
    expect(run({ path: '/pre-login', prerenderPath: '/pre-login' }).hidden()).toBe(false);
    // The landing is the landing, whatever the tab keeps.
    expect(run({ path: '/', prerenderPath: '/', tab: { accessData: '{}' } }).hidden()).toBe(false);
  });

  it('preloads the fonts (from the script: Chrome would hold the first paint for HTML ones)', () => {
    for (const prerenderPath of [null, '/']) {
      const fonts = run({ path: '/', prerenderPath }).added.filter(
        (element) => element.rel === 'preload',
      );
      expect(fonts).toEqual([
        {
          tag: 'link',
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossOrigin: 'anonymous',
          href: '/assets/inter-400.woff2',
        },
      ]);
    }
  });

  it('starts config.json at once, with or without a prerendered screen', () => {
    for (const prerenderPath of [null, '/pre-login']) {
      const result = run({ path: '/pre-login', prerenderPath });
      expect(result.fetched).toEqual(['/config.json']);
      expect(result.window.__jornadaConfig).toBeInstanceOf(Promise);
    }
  });

  it('without a prerendered screen, preloads the entry and the route at once, runs the entry once parsed', () => {
    const result = run({ path: '/pre-login', prerenderPath: '/' });
    expect(javascript(result)).toEqual([
      'preload /assets/index.js',
      'preload /assets/react.js',
      'preload /assets/PreLogin.js',
      'preload /assets/xstate.js',
    ]);
    result.parsed();
    expect(javascript(result).at(-1)).toBe('script module /assets/index.js');
    expect(javascript(run({ path: '/nada' }))).toContain('preload /assets/NotFound.js');
    expect(javascript(run({ path: '/nada', readyState: 'interactive' })).at(-1)).toBe(
      'script module /assets/index.js',
    );
  });

  it('under a prerendered screen, loads no JavaScript before the first paint, then all of it once', () => {
    const result = run({ path: '/pre-login', prerenderPath: '/pre-login' });
    expect(result.observers.map((observer) => observer.options)).toEqual([
      { type: 'paint', buffered: true },
    ]);
    result.parsed();
    expect(javascript(result)).toEqual([]);
    result.paint();
    const loaded = [
      'preload /assets/index.js',
      'preload /assets/react.js',
      'preload /assets/PreLogin.js',
      'preload /assets/xstate.js',
      'script module /assets/index.js',
    ];
    expect(javascript(result)).toEqual(loaded);
    result.timeout(PAINT_WAIT_MS);
    expect(javascript(result)).toEqual(loaded);
    expect(result.observers[0]!.disconnected).toBe(true);
  });

  it('loads it anyway when no paint comes (a tab opened in the background) or cannot be observed', () => {
    const background = run({ path: '/', prerenderPath: '/', readyState: 'interactive' });
    background.timeout(PAINT_WAIT_MS - 1);
    expect(javascript(background)).toEqual([]);
    background.timeout(PAINT_WAIT_MS);
    expect(javascript(background).at(-1)).toBe('script module /assets/index.js');
    const old = run({
      path: '/',
      prerenderPath: '/',
      readyState: 'interactive',
      paintObserver: false,
    });
    old.timeout(PAINT_WAIT_MS);
    expect(javascript(old).at(-1)).toBe('script module /assets/index.js');
  });

  it('keeps the prerendered screen of the page being opened by an anonymous visitor', () => {
    expect(run({ path: '/', prerenderPath: '/' }).hidden()).toBe(false);
    expect(run({ path: '/pre-login', prerenderPath: '/pre-login' }).hidden()).toBe(false);
    expect(run({ path: '/pre-login/', prerenderPath: '/pre-login' }).hidden()).toBe(false);
    expect(run({ path: '/', prerenderPath: '/', storageThrows: true }).hidden()).toBe(false);
  });

  it('hides it on another path (index.html is the fallback of every route)', () => {
    expect(run({ path: '/home', prerenderPath: '/' }).hidden()).toBe(true);
    expect(run({ path: '/pre-login', prerenderPath: '/' }).hidden()).toBe(true);
    expect(run({ path: '/pre-login/x', prerenderPath: '/pre-login' }).hidden()).toBe(true);
  });

  it('hides it with a query (?painel= opens another panel) or when someone is logged in', () => {
    const panel = run({
      path: '/pre-login',
      search: '?painel=cadastro',
      prerenderPath: '/pre-login',
    });
    expect(panel.hidden()).toBe(true);
    expect(javascript(panel)).toContain('preload /assets/index.js');
    const loggedIn = run({ path: '/', prerenderPath: '/', token: 'eyJ' });
    expect(loggedIn.hidden()).toBe(true);
    expect(javascript(loggedIn)).toContain('preload /assets/index.js');
  });

  it("keeps a participant's prerendered screen (/home) for a logged-in visitor only", () => {
    const home = { path: '/home', prerenderPath: '/home', prerenderFor: 'participant' } as const;
    const participant = run({ ...home, token: 'eyJ' });
    expect(participant.hidden()).toBe(false);
    expect(javascript(participant)).toEqual([]);
    participant.paint();
    expect(javascript(participant)).toContain('preload /assets/index.js');
    // An anonymous visitor is sent to /: the app loads at once, under no screen of /home.
    const anonymous = run(home);
    expect(anonymous.hidden()).toBe(true);
    expect(javascript(anonymous)).toContain('preload /assets/index.js');
    expect(run({ ...home, storageThrows: true }).hidden()).toBe(true);
    expect(run({ ...home, path: '/home/x', token: 'eyJ' }).hidden()).toBe(true);
  });

  it('does nothing to a page without a prerendered screen', () => {
    expect(run({ path: '/home' }).hidden()).toBe(false);
  });
});
