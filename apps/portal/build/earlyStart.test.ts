import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@jornada/api';
import type { Rolldown } from 'vite';
import {
  ACCESS_TOKEN_KEY,
  PAINT_WAIT_MS,
  earlyStartScript,
  entryChunks,
  isStartupModule,
  withoutScriptTags,
} from './earlyStart';

interface Run {
  path: string;
  search?: string;
  prerenderPath?: string | null;
  /** `data-prerender-for` of the html element (a participant's page). */
  prerenderFor?: 'participant';
  token?: string | null;
  storageThrows?: boolean;
  readyState?: 'loading' | 'interactive';
  paintObserver?: boolean;
}

interface Element {
  tag: string;
  rel?: string;
  href?: string;
  as?: string;
  type?: string;
  crossOrigin?: string;
  src?: string;
}

/**
 * Runs the inline script against a minimal document, location, localStorage, timers and paint
 * observer; `paint()`, `parsed()` and `timeout()` then play what the browser would do.
 */
function run({
  path,
  search = '',
  prerenderPath = null,
  prerenderFor,
  token = null,
  storageThrows,
  readyState = 'loading',
  paintObserver = true,
}: Run) {
  const attributes = new Map<string, string>();
  if (prerenderPath !== null) attributes.set('data-prerender-path', prerenderPath);
  if (prerenderFor) attributes.set('data-prerender-for', prerenderFor);
  const added: Element[] = [];
  const fetched: string[] = [];
  const onParsed: (() => void)[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  const observers: { callback: () => void; disconnected: boolean; options: unknown }[] = [];
  const document = {
    readyState,
    documentElement: {
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
    createElement: (tag: string): Element => ({ tag }),
    head: { appendChild: (element: Element) => void added.push(element) },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') onParsed.push(listener);
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
  const setTimeout = (callback: () => void, ms: number) => void timers.push({ ms, callback });
  const PerformanceObserver = paintObserver
    ? class {
        private entry: (typeof observers)[number];
        constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
          this.entry = { callback: () => {}, disconnected: false, options: null };
          this.entry.callback = () => {
            if (!this.entry.disconnected) callback({}, this);
          };
          observers.push(this.entry);
        }
        observe(options: unknown) {
          this.entry.options = options;
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      }
    : undefined;
  const script = earlyStartScript(
    [
      ['^/$', ['assets/Landing.js']],
      ['^/pre-login/?$', ['assets/PreLogin.js', 'assets/xstate.js']],
      ['', ['assets/NotFound.js']],
    ],
    ['assets/index.js', 'assets/react.js'],
    ['assets/inter-400.woff2'],
  );
  new Function(
    'document',
    'location',
    'localStorage',
    'window',
    'fetch',
    'setTimeout',
    'PerformanceObserver',
    script,
  )(
    document,
    { pathname: path, search },
    localStorage,
    window,
    fetch,
    setTimeout,
    PerformanceObserver,
  );
  const runTimers = (upTo: number) => {
    const due = timers.filter((timer) => timer.ms <= upTo);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > upTo));
    for (const timer of due) timer.callback();
  };
  return {
    hidden: () => attributes.get('data-prerender') === 'off',
    added,
    fetched,
    window,
    observers,
    /** The first paint is reported; the script's own zero timeout then runs. */
    paint: () => {
      for (const observer of observers) observer.callback();
      runTimers(0);
    },
    parsed: () => {
      document.readyState = 'interactive';
      for (const listener of onParsed.splice(0)) listener();
    },
    timeout: (ms: number) => runTimers(ms),
  };
}

describe('earlyStartScript', () => {
  it('reads the same token key as the session', () => {
    expect(ACCESS_TOKEN_KEY).toBe(STORAGE_KEYS.accessToken);
  });

  /** What the script added for the JavaScript: preloads, then the module script. */
  const javascript = (result: ReturnType<typeof run>) =>
    result.added
      .filter((element) => element.rel === 'modulepreload' || element.tag === 'script')
      .map((element) =>
        element.tag === 'script'
          ? `script ${element.type} ${element.src}`
          : `preload ${element.href}`,
      );

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

describe('entryChunks', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    facadeModuleId,
    imports,
    isEntry: fileName === 'assets/index.js',
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/app/src/main.tsx', ['assets/helper.js']),
      chunk('assets/helper.js', null),
      chunk('assets/reactDom.js', '/app/src/startup/reactDom.ts', ['assets/react.js']),
      chunk('assets/app.js', '/app/src/startup/app.tsx', ['assets/react.js', 'assets/router.js']),
      chunk('assets/react.js', null),
      chunk('assets/router.js', null),
      chunk('assets/Home.js', '/app/src/pages/Home/index.ts', ['assets/react.js']),
    ].map((item) => [item.fileName, item]),
  ) as unknown as Rolldown.OutputBundle;

  it("lists the entry first, then start-up's steps and their imports, and no page", () => {
    const files = entryChunks(bundle);
    expect(files[0]).toBe('assets/index.js');
    expect([...files].sort()).toEqual([
      'assets/app.js',
      'assets/helper.js',
      'assets/index.js',
      'assets/react.js',
      'assets/reactDom.js',
      'assets/router.js',
    ]);
  });

  it('tells start-up modules by their folder, as ids or manifest keys', () => {
    expect(isStartupModule('/app/src/startup/app.tsx')).toBe(true);
    expect(isStartupModule('src/startup/app.tsx')).toBe(true);
    expect(isStartupModule('src/pages/Home/index.ts')).toBe(false);
  });
});
