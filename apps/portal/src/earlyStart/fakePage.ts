import type { EarlyStartData } from './earlyStart';

/**
 * For the early-start script's tests (the TypeScript and the built script): the globals it reads,
 * as a minimal page; `paint()`, `parsed()` and `timeout()` then play what the browser would do.
 */
export interface FakePageOptions {
  path: string;
  search?: string;
  /** `data-prerender-path` of the html element (a prerendered screen). */
  prerenderPath?: string | null;
  /** `data-prerender-for` of the html element (a participant's page). */
  prerenderFor?: 'participant';
  token?: string | null;
  /** What the tab's sessionStorage holds. */
  tab?: Record<string, string>;
  storageThrows?: boolean;
  readyState?: 'loading' | 'interactive';
  paintObserver?: boolean;
}

export interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  as?: string;
  type?: string;
  crossOrigin?: string;
  src?: string;
}

export function fakePage({
  path,
  search = '',
  prerenderPath = null,
  prerenderFor,
  token = null,
  tab = {},
  storageThrows,
  readyState = 'loading',
  paintObserver = true,
}: FakePageOptions) {
  const attributes = new Map<string, string>();
  if (prerenderPath !== null) attributes.set('data-prerender-path', prerenderPath);
  if (prerenderFor) attributes.set('data-prerender-for', prerenderFor);
  const added: FakeElement[] = [];
  const fetched: string[] = [];
  const onParsed: (() => void)[] = [];
  const timers: { ms: number; callback: () => void }[] = [];
  const observers: { callback: () => void; disconnected: boolean; options: unknown }[] = [];
  const document = {
    readyState,
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
    },
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => void added.push(element) },
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
  const sessionStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return tab[key] ?? null;
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
  const runTimers = (upTo: number) => {
    const due = timers.filter((timer) => timer.ms <= upTo);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > upTo));
    for (const timer of due) timer.callback();
  };
  return {
    globals: {
      document,
      location: { pathname: path, search },
      localStorage,
      sessionStorage,
      window,
      fetch,
      setTimeout,
      PerformanceObserver,
    },
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

export type FakePage = ReturnType<typeof fakePage>;

/** What the script added for the JavaScript: preloads, then the module script. */
export const javascript = (page: FakePage) =>
  page.added
    .filter((element) => element.rel === 'modulepreload' || element.tag === 'script')
    .map((element) =>
      element.tag === 'script'
        ? `script ${element.type} ${element.src}`
        : `preload ${element.href}`,
    );

/** Data of a small build, for the tests. */
export const FAKE_BUILD = {
  routes: [
    ['^/$', ['assets/Landing.js']],
    ['^/pre-login/?$', ['assets/PreLogin.js', 'assets/xstate.js']],
    ['', ['assets/NotFound.js']],
  ],
  entry: ['assets/index.js', 'assets/react.js'],
  fonts: ['assets/inter-400.woff2'],
  accessPanelPath: '/pre-login',
} satisfies EarlyStartData;
