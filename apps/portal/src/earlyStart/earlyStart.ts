import {
  ACCESS_DATA_KEY,
  ACCESS_TOKEN_KEY,
  FIRST_ACCESS_DATA_KEY,
} from '@jornada/api/storage-keys';
import {
  PRERENDER_ATTR,
  PRERENDER_FOR_ATTR,
  PRERENDER_OFF,
  PRERENDER_PATH_ATTR,
} from '../prerenderMarkup';
import type { PrerenderVisitor } from '../routes/routeTable';

/** What the build knows that the script needs (build/earlyStart.ts passes it in). */
export interface EarlyStartData {
  /** Each route's pattern (a RegExp source; `''`, the catch-all, last) and its chunks beyond the entry's. */
  routes: [pattern: string, files: string[]][];
  /** The entry chunk (first), start-up's steps and their static imports. */
  entry: string[];
  /** The first screen's font files. */
  fonts: string[];
  /** The access panel's path: a tab that kept a code's panel (a reload mid-flow) shows that one. */
  accessPanelPath: string;
}

/** How long a prerendered screen waits for its first paint before the app loads anyway. */
export const PAINT_WAIT_MS = 3000;

declare global {
  interface Window {
    /** config.json, fetched before the body is parsed; main.tsx picks it up. */
    __jornadaConfig?: Promise<Response>;
  }
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null; // storage refused (privacy settings): nobody is logged in
  }
}

/** This tab kept a code's panel or a registration (pendingAccess), which the app restores. */
function keepsAPanel(): boolean {
  try {
    return [ACCESS_DATA_KEY, FIRST_ACCESS_DATA_KEY].some(
      (key) => sessionStorage.getItem(key) !== null,
    );
  } catch {
    return false;
  }
}

/**
 * Whether the prerendered screen in this HTML is the page being opened, for this visitor: same
 * path, no query (`?painel=` picks another panel), and nobody logged in (who sees another header,
 * or is sent to /home) or, for a participant's page, a stored token (an anonymous visitor is sent
 * to /); on the access panel, not while the tab kept another panel, which the app restores (the
 * login panel would flash first).
 */
function showsPrerenderedScreen(html: HTMLElement, accessPanelPath: string): boolean {
  const screenPath = html.getAttribute(PRERENDER_PATH_ATTR);
  const forParticipant =
    html.getAttribute(PRERENDER_FOR_ATTR) === ('participant' satisfies PrerenderVisitor);
  return (
    !!screenPath &&
    location.pathname.replace(/(.)\/$/, '$1') === screenPath &&
    !location.search &&
    forParticipant === !!storedToken() &&
    !(screenPath === accessPanelPath && keepsAPanel())
  );
}

function addLink(rel: string, file: string, attributes: Partial<HTMLLinkElement> = {}): void {
  const link = Object.assign(document.createElement('link'), { rel, href: `/${file}` }, attributes);
  document.head.appendChild(link);
}

/**
 * Runs before the body is parsed:
 * - hides the prerendered screen (build/prerender.ts) unless it is the page being opened;
 * - preloads the first screen's fonts. From a script, not `<link>` tags: Chrome holds the first
 *   paint until fonts preloaded by the HTML have arrived, which would undo the prerendering;
 * - fetches config.json;
 * - loads the app: preloads the entry's and the current route's chunks together (instead of the
 *   route's after the entry has run) and adds the entry's module script (the HTML has none). Under
 *   a prerendered screen it waits for the first paint (`PAINT_WAIT_MS` at most, for a tab opened in
 *   the background): the screen needs none of the JavaScript, so the paint does not share the
 *   connection or the main thread with it.
 */
export function startEarly({ routes, entry, fonts, accessPanelPath }: EarlyStartData): void {
  const html = document.documentElement;
  const showsScreen = showsPrerenderedScreen(html, accessPanelPath);
  if (html.hasAttribute(PRERENDER_PATH_ATTR) && !showsScreen) {
    html.setAttribute(PRERENDER_ATTR, PRERENDER_OFF);
  }
  for (const font of fonts) {
    addLink('preload', font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  window.__jornadaConfig = fetch('/config.json', {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });

  const runEntry = () => {
    const script = Object.assign(document.createElement('script'), {
      type: 'module',
      src: `/${entry[0]}`,
    });
    document.head.appendChild(script);
  };
  let started = false;
  const loadApp = () => {
    if (started) return;
    started = true;
    const route = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
    for (const file of [...entry, ...(route?.[1] ?? [])]) addLink('modulepreload', file);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runEntry);
    else runEntry();
  };

  if (!showsScreen) return loadApp();
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      setTimeout(loadApp, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timeout below loads the app.
  }
  setTimeout(loadApp, PAINT_WAIT_MS);
}
