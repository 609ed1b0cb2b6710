import { CONFIG_LOAD_FAILED, ConfigError, loadConfig, type Config } from '@jornada/api';
import { loadChunk } from './routes/loadChunk';
import { registerServiceWorkerAfterLoad } from './serviceWorker/registerAfterLoad';
import { nextTask } from './startup/nextTask';
import { showStartupFailure } from './startup/showStartupFailure';

/** Uses the request the early-start script (src/earlyStart) already started, once; any later read fetches anew. */
const fetchConfig: typeof fetch = (input, init) => {
  const early = window.__jornadaConfig;
  window.__jornadaConfig = undefined;
  return early ?? fetch(input, init);
};

// Nothing renders before the config is there (api-contract: read before rendering).
const config: Promise<{ ok: true; config: Config } | { ok: false; message: string }> = loadConfig(
  fetchConfig,
).then(
  (loaded) => ({ ok: true, config: loaded }),
  (error: unknown) => ({
    ok: false,
    message: error instanceof ConfigError ? error.message : CONFIG_LOAD_FAILED,
  }),
);

/**
 * Start-up in steps, each in a task of its own so that none blocks input for long: React's
 * renderer, then the kit and the routes, then the first route (its guard and chunks), then the
 * first render (a transition, itself sliced). The early-start script has preloaded every step's
 * chunks with the entry and the page's, so the steps wait for no download; the prerendered
 * screen, if any, stays meanwhile.
 * A step's chunk is retried once, like a page's; then a plain page says so (never a blank one), as
 * it does when config.json could not be read.
 */
async function start(rootElement: HTMLElement) {
  const { createRoot } = await loadChunk(() => import('./startup/reactDom'));
  await nextTask();
  const app = await loadChunk(() => import('./startup/app'));
  await nextTask();
  const routerReady = app.routerReady();
  const loaded = await config;
  if (!loaded.ok) return showStartupFailure(rootElement, loaded.message);
  const root = createRoot(rootElement);
  await routerReady;
  await nextTask();
  app.renderApp(root, loaded.config);
}

const rootElement = document.getElementById('root')!;
// The service worker waits for the app to have started (and for the page's load).
start(rootElement).then(registerServiceWorkerAfterLoad, () => showStartupFailure(rootElement));
