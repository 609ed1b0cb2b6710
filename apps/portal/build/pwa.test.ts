/// <reference types="vite/client" />
// (The content modules import their images as URLs.)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_UNITS, businessUnitAssets } from '../src/content/businessUnits';
import { campaigns } from '../src/content/campaigns';
import type { ContentImage } from '../src/content/types';
import { PRERENDERED_ROUTES, ROUTE_ROWS, prerenderedFile } from '../src/routes/routeTable';
import { FIRST_LOAD_FILE } from './firstLoad';
import { DOWNLOAD_LONG_SIDE, pngSize } from './pngArtwork';
import { APP_ICONS, SERVICE_WORKER_FILE, WEB_APP_MANIFEST_FILE, listedFiles } from './pwa';

const portalDir = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';

/** A file of the build's output, as bytes. */
const built = (file: string) => readFileSync(path.join(outDir, file));

/** The service worker's list. */
const listed = () => listedFiles(built(SERVICE_WORKER_FILE).toString('utf8'));
const precacheList = () => listed().map(({ url }) => url);

/** Every image of the content source (in Vitest an image's URL is its root-relative path). */
// (The logo file is not among them: the header draws the logo inline.)
const contentImages: ContentImage[] = [
  ...campaigns.flatMap((c) => [c.keyImage, ...c.regulationPages, ...c.howTo]),
  ...BUSINESS_UNITS.flatMap((unit) => {
    const assets = businessUnitAssets(unit);
    return assets ? [assets.ship, assets.shield] : [];
  }),
];
function sourceOf(image: ContentImage): Buffer {
  const relative = image.src.split('?')[0]?.split('/src/content/')[1];
  if (!relative) throw new Error(`Unexpected image URL: ${image.src}`);
  return readFileSync(path.join(portalDir, 'src/content', relative));
}

/** The first loads of dist, as the budgets script reads them (null before any build of dist). */
const firstLoadOfDist = () => {
  const file = path.join(portalDir, FIRST_LOAD_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};
let firstLoadBefore: string | null = null;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'jornada-pwa-'));
  firstLoadBefore = firstLoadOfDist();
  await build({
    root: portalDir,
    configFile: path.join(portalDir, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  });
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('a build outside the portal, like this test', () => {
  it("leaves the budgets' first loads of dist as they were", () => {
    expect(firstLoadOfDist()).toBe(firstLoadBefore);
  });
});

describe('the built web app manifest', () => {
  it('names the app, opens standalone at the start page, in the brand colour', () => {
    const manifest = JSON.parse(built(WEB_APP_MANIFEST_FILE).toString('utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({
      name: 'Jornada',
      short_name: 'Jornada',
      start_url: '/',
      display: 'standalone',
      theme_color: '#29507E',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ]),
    );
  });

  it('lists icons the build wrote: PNG files of their declared size', () => {
    for (const { src, sizes } of APP_ICONS) {
      const png = built(src.slice(1));
      expect(png.subarray(1, 4).toString('latin1'), src).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
    }
  });

  it('is linked from every page the build writes', () => {
    for (const { path: urlPath } of PRERENDERED_ROUTES) {
      expect(built(prerenderedFile(urlPath)).toString('utf8')).toContain(
        `<link rel="manifest" href="/${WEB_APP_MANIFEST_FILE}">`,
      );
    }
  });
});

describe("the service worker's list (its precache, and the artwork it caches apart)", () => {
  it('holds every content image of the campaigns and the units', () => {
    const precached = precacheList();
    const missing = contentImages
      .filter((image) => {
        const source = sourceOf(image);
        return !precached.some((file) => built(file).equals(source));
      })
      .map((image) => image.src);
    expect(contentImages.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('holds every page HTML, the fonts and the code, and never config.json', () => {
    const precached = precacheList();
    for (const { path: urlPath } of PRERENDERED_ROUTES) {
      expect(precached).toContain(prerenderedFile(urlPath));
    }
    expect(precached.filter((file) => file.endsWith('.woff2')).length).toBeGreaterThan(0);
    expect(precached.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(10);
    expect(precached).not.toContain('config.json');
  });

  it('leaves out the home-screen icons: the browser fetches them when installing', () => {
    expect(APP_ICONS).toHaveLength(3);
    for (const { src } of APP_ICONS) expect(precacheList()).not.toContain(src.slice(1));
  });

  it("leaves out the units' PNG downloads: each participant only saves their own", () => {
    const isDownload = (file: string) => {
      const { width, height } = pngSize(built(file));
      return Math.max(width, height) === DOWNLOAD_LONG_SIDE;
    };
    const builtPngs = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.png'))
      .map((file) => `assets/${file}`);
    expect(builtPngs.filter(isDownload)).toHaveLength(BUSINESS_UNITS.length * 2);
    expect(precacheList().filter((file) => file.endsWith('.png') && isDownload(file))).toEqual([]);
  });
});

describe('what the worker keeps ahead, and what only once a page has loaded it', () => {
  const pageCode = (page: string) => {
    const entry = listed().find(({ url }) =>
      new RegExp(`^assets/${page}-[\\w-]{8}\\.js$`).test(url),
    );
    if (!entry) throw new Error(`no listed chunk for ${page}`);
    return entry;
  };

  it('keeps ahead every page kept `ahead`: its HTML and its code, the fonts and the artwork', () => {
    const ahead = ROUTE_ROWS.filter((row) => row.offline === 'ahead');
    expect(ahead.map((row) => row.page)).toEqual(
      expect.arrayContaining(['Campaign', 'HowTo', 'Regulamento']),
    );
    for (const { page } of ahead) expect(pageCode(page).onceOpened, page).toBeUndefined();
    for (const { path: urlPath } of PRERENDERED_ROUTES.filter((row) => row.offline === 'ahead')) {
      const html = listed().find(({ url }) => url === prerenderedFile(urlPath));
      expect(html?.onceOpened, urlPath).toBeUndefined();
    }
    const content = listed().filter(({ url }) => /\.(svg|woff2)$/.test(url));
    expect(content.length).toBeGreaterThan(60);
    expect(content.filter((entry) => entry.onceOpened)).toEqual([]);
  });

  it('keeps the forms, their HTML and the photo worker only once a page has loaded them', () => {
    const onceOpened = ROUTE_ROWS.filter((row) => row.offline === 'once-opened');
    expect(onceOpened.length).toBeGreaterThan(0);
    for (const { page } of onceOpened) expect(pageCode(page).onceOpened, page).toBe(true);
    for (const { path: urlPath } of PRERENDERED_ROUTES.filter(
      (row) => row.offline === 'once-opened',
    )) {
      const html = listed().find(({ url }) => url === prerenderedFile(urlPath));
      expect(html?.onceOpened, urlPath).toBe(true);
    }
    expect(pageCode('photoPrep.worker').onceOpened).toBe(true);
  });
});
