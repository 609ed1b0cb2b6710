import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { CONFIG_LOAD_FAILED, ConfigError, loadConfig } from '@jornada/api';
import { JornadaThemeProvider } from '@jornada/ui';
import { setAppConfig } from './config/appConfig';
import { createRouter } from './routes/router';
import { PrerenderCleanup } from './PrerenderCleanup';
import { StartupError } from './StartupError';

const root = createRoot(document.getElementById('root')!);
const render = (children: ReactNode) =>
  root.render(
    <StrictMode>
      <JornadaThemeProvider>{children}</JornadaThemeProvider>
    </StrictMode>,
  );

// The router starts at once, so the page's chunk downloads while config.json is read; nothing
// renders before the config is there (api-contract: read before rendering). The RTK Query api is
// pointed at it by the lazy store module (store/apiStore.ts), so the landing page ships no RTK.
const router = createRouter();

declare global {
  interface Window {
    /** config.json as fetched by index.html's early-start script (build/earlyStart.ts). */
    __jornadaConfig?: Promise<Response>;
  }
}

/** Uses the request index.html already started, once; any later read fetches anew. */
const fetchConfig: typeof fetch = (input, init) => {
  const early = window.__jornadaConfig;
  window.__jornadaConfig = undefined;
  return early ?? fetch(input, init);
};

/** Resolves once the first route's chunks and loaders are done, so the first render is the page. */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

loadConfig(fetchConfig).then(
  async (config) => {
    setAppConfig(config);
    // The prerendered screen (index.html) stays until then: no blank frame in between.
    await routerReady;
    // A transition renders in slices that yield to the browser (no long task): the screen is
    // already there (prerendered) or on its way, and input stays responsive meanwhile.
    startTransition(() =>
      render(
        <>
          <PrerenderCleanup />
          <RouterProvider router={router} />
        </>,
      ),
    );
  },
  (error: unknown) => {
    render(
      <StartupError
        message={error instanceof ConfigError ? error.message : `${CONFIG_LOAD_FAILED}`}
      />,
    );
  },
);
