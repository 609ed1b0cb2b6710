import type { Plugin, Rolldown } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { ROUTES, ROUTE_ROWS, prerenderedFile, type RouteRow } from '../src/routes/routeTable.ts';
import type { ListedFile } from '../src/serviceWorker/keptFiles.ts';
import { firstLoad } from './firstLoad.ts';
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
 * The listed files the worker keeps only once a page has loaded them (keptFiles.ts): the HTML of
 * the pages kept `once-opened`, the code those pages run that no page kept `ahead` needs (with
 * what it loads lazily, a dialog say), and the workers (the photo's). Every other file is kept
 * ahead: the shell's code and its lazy parts, the HTML, the fonts, the artwork.
 */
function onceOpenedFiles(bundle: Rolldown.OutputBundle): (file: string) => boolean {
  const { entry, routes } = firstLoad(bundle);
  const rows = (offline: RouteRow['offline']) =>
    ROUTE_ROWS.filter((row) => row.offline === offline);
  const codeOf = (offline: RouteRow['offline']) => {
    const paths = new Set(rows(offline).map((row) => row.path));
    return routes.filter(({ path }) => paths.has(path)).flatMap(({ files }) => files);
  };
  const aheadCode = new Set(entry);
  const addWithLazy = (file: string) => {
    const chunk = bundle[file];
    if (aheadCode.has(file) || chunk?.type !== 'chunk') return;
    aheadCode.add(file);
    [...chunk.imports, ...chunk.dynamicImports].forEach(addWithLazy);
  };
  codeOf('ahead').forEach(addWithLazy);
  const onceOpenedCode = new Set(codeOf('once-opened').filter((file) => !aheadCode.has(file)));
  const onceOpenedPages = new Set(rows('once-opened').map((row) => prerenderedFile(row.path)));
  const isWorker = (file: string) => file.endsWith('.js') && bundle[file]?.type !== 'chunk';
  return (file) => onceOpenedCode.has(file) || isWorker(file) || onceOpenedPages.has(file);
}

/** The list the build injected into the worker's source `sw.js` (one JSON array). */
export function listedFiles(workerSource: string): ListedFile[] {
  const list = /\[\{"revision":[^\]]*\]/.exec(workerSource);
  if (!list) throw new Error(`${SERVICE_WORKER_FILE} holds no list of files`);
  return JSON.parse(list[0]) as ListedFile[];
}

type Marked<Entry> = Entry & Pick<ListedFile, 'onceOpened'>;

/** Marks the list's entries `onceOpened` from the chunks the build wrote. */
function markOnceOpened(): {
  plugin: Plugin;
  mark: <Entry extends Pick<ListedFile, 'url'>>(entries: Entry[]) => Marked<Entry>[];
} {
  let onceOpened: ((file: string) => boolean) | undefined;
  return {
    plugin: {
      name: 'jornada-once-opened-files',
      apply: 'build',
      generateBundle(_options, bundle) {
        onceOpened = onceOpenedFiles(bundle);
      },
    },
    mark(entries) {
      if (!onceOpened) throw new Error('pwa: the list was made before the chunks were written');
      const test = onceOpened;
      return entries.map((entry) =>
        test(entry.url) ? { ...entry, onceOpened: true as const } : entry,
      );
    },
  };
}

/**
 * vite-plugin-pwa with our own service worker (src/sw.ts, `injectManifest`): the build compiles it
 * and injects the precache list. Registration is the app's (src/serviceWorker/register.ts, after
 * the page's `load`), and a new version waits for the participant's "Atualizar".
 */
export function portalPwa(): Plugin[] {
  const { plugin, mark } = markOnceOpened();
  const pwa = VitePWA({
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
      manifestTransforms: [(entries) => ({ manifest: mark(entries), warnings: [] })],
    },
    // After the prerender has written every page's HTML.
    integration: { closeBundleOrder: 'post' },
  });
  return [plugin, ...pwa];
}
