// Start-up's second step (main.tsx): the kit, the router and the routes, evaluated in a task of
// their own; main.tsx then readies the first route and renders in tasks of their own too.
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { Config } from '@jornada/api';
import { JornadaThemeProvider } from '@jornada/ui';
import { setAppConfig } from '../config/appConfig';
import { startContactOutboxAfterLoad } from '../outbox/startAfterLoad';
import { PrerenderCleanup } from '../PrerenderCleanup';
import { PortalRouter } from '../routes/PortalRouter';
import { AppRoutes } from '../routes/router';
import { forgetOthersDraftsOnSessionChange } from '../session/forgetOthersDrafts';

export { routerReady } from '../routes/router';

/**
 * The first render, as a transition: it renders in slices that yield to the browser (no long
 * task), while the prerendered screen, if any, stays until it commits (no blank frame).
 */
export function renderApp(root: Root, config: Config): void {
  setAppConfig(config);
  startTransition(() =>
    root.render(
      <StrictMode>
        <JornadaThemeProvider>
          <PrerenderCleanup />
          <PortalRouter>
            <AppRoutes />
          </PortalRouter>
        </JornadaThemeProvider>
      </StrictMode>,
    ),
  );
  startContactOutboxAfterLoad();
  forgetOthersDraftsOnSessionChange();
}
