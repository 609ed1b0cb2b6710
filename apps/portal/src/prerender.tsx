/**
 * Build-time rendering of the first screens (build/prerender.ts runs this in Node): the markup and
 * styles of what an anonymous visitor (or, on /home, a participant) sees first, so that it paints
 * from the HTML alone instead of after the JavaScript. The app replaces it on its first render (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { STORAGE_KEYS, createMemoryStorage, parseConfig, replaceLocalStorage } from '@jornada/api';
import { JornadaThemeProvider } from '@jornada/ui';
import { setAppConfig } from './config/appConfig';
import { routes } from './routes/router';
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
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`prerender: ${path} answered ${context.status}, not a page`);
  }
  if (context.errors) {
    throw new Error(`prerender: ${path} failed: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <JornadaThemeProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </JornadaThemeProvider>,
      ),
    );
    // The rules without styled-components' <style data-styled> wrapper: the browser bundle must
    // not adopt them (its component ids differ from this bundle's).
    const css = sheet.instance.toString();
    return { html, css };
  } finally {
    sheet.seal();
  }
}
