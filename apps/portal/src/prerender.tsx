/**
 * Build-time rendering of the first screens (build/prerender.ts runs this in Node): the markup and
 * styles of what an anonymous visitor (or, on /home, a participant) sees first, so that it paints
 * from the HTML alone instead of after the JavaScript. The app replaces it on its first render (main.tsx).
 */
import { prerender as renderComplete } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { STORAGE_KEYS, createMemoryStorage, parseConfig, replaceLocalStorage } from '@jornada/api';
import { JornadaThemeProvider } from '@jornada/ui';
import { setAppConfig } from './config/appConfig';
import { accessRedirect } from './routes/access';
import { AppRoutes, routeRowAt } from './routes/router';
import type { PrerenderVisitor } from './routes/routeTable';

/** The markup that goes inside `#root` and its styles (build/prerender.ts's PrerenderedPage). */
export async function prerender(path: string, configJson: unknown, visitor: PrerenderVisitor) {
  setAppConfig(parseConfig(configJson));
  // A participant's page renders past its guard with a stand-in token and no user data: the
  // header shows the menu and an avatar without a picture until the app takes over.
  replaceLocalStorage(
    createMemoryStorage(
      visitor === 'participant' ? { [STORAGE_KEYS.accessToken]: 'prerendered' } : {},
    ),
  );
  const to = accessRedirect(routeRowAt(path).access, visitor === 'participant');
  if (to) throw new Error(`prerender: ${path} sends its ${visitor} visitor to ${to}, not a page`);
  const sheet = new ServerStyleSheet();
  try {
    // Rendered to the end: the page's lazy chunk is loaded on the way.
    const { prelude } = await renderComplete(
      sheet.collectStyles(
        <JornadaThemeProvider>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </JornadaThemeProvider>,
      ),
    );
    const html = await new Response(prelude).text();
    // The rules without styled-components' <style data-styled> wrapper: the browser bundle must
    // not adopt them (its component ids differ from this bundle's).
    const css = sheet.instance.toString();
    return { html, css };
  } finally {
    sheet.seal();
  }
}
