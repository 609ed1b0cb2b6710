import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { ROUTES } from '../src/routes/routeTable.ts';
import { APP_ICONS as RENDERED_ICONS, DOWNLOAD_RENDER_FILES } from './pngArtwork.ts';

/** The service worker's source in src/ and the file the build writes at the site's root. */
const SERVICE_WORKER_SOURCE = 'sw.ts';
export const SERVICE_WORKER_FILE = 'sw.js';
export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';

/** The home-screen icons: the PNG renders of our mark that pngArtwork.ts writes into dist. */
export const APP_ICONS = RENDERED_ICONS.map(({ fileName, size, maskable }) => ({
  src: `/${fileName}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  ...(maskable ? { purpose: 'maskable' } : {}),
}));

/** The installed app: its name, where it opens, how it looks. */
const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  name: 'Jornada',
  short_name: 'Jornada',
  description: 'Jornada: o portal dos tripulantes da campanha de incentivo de vendas.',
  lang: 'pt-BR',
  id: ROUTES.landing.path,
  start_url: ROUTES.landing.path,
  scope: '/',
  display: 'standalone',
  theme_color: '#29507E',
  // The page's space background (index.html): the splash screen matches the first paint.
  background_color: '#070d1c',
  icons: APP_ICONS,
};

/**
 * The files the build lists for the service worker (relative to dist): the HTML of every page, the
 * code, the fonts and every image but the units' PNG downloads; what the worker keeps of them is
 * src/serviceWorker/keptFiles.ts's. Not `config.json`: the worker reads it network first. Not the
 * home-screen icons: no page shows them, and the browser fetches them itself when the portal is
 * installed, online.
 */
const LISTED_FILES = ['**/*.{html,js,css,woff2,svg,png,webp,jpg,txt}'];
const NOT_LISTED = [DOWNLOAD_RENDER_FILES, ...RENDERED_ICONS.map(({ fileName }) => fileName)];

/**
 * vite-plugin-pwa with our own service worker (src/sw.ts, `injectManifest`): the build compiles it
 * and injects the precache list. Registration is the app's (src/serviceWorker/register.ts, after
 * the page's `load`), and a new version waits for the participant's "Atualizar".
 */
export function portalPwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: SERVICE_WORKER_SOURCE,
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: WEB_APP_MANIFEST_FILE,
    manifest: WEB_APP_MANIFEST,
    injectManifest: {
      globPatterns: LISTED_FILES,
      globIgnores: NOT_LISTED,
      // One classic script: registered without `type: 'module'`.
      rollupFormat: 'iife',
      // Files are content-hashed: Workbox need not add a revision query to them.
      dontCacheBustURLsMatching: /^assets\//,
    },
    // After the prerender has written every page's HTML.
    integration: { closeBundleOrder: 'post' },
  });
}
