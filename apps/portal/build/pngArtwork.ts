import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { convert } from 'fontverter';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { writeIfChanged } from './writeIfChanged.ts';

/** The long side of a downloaded artwork PNG: sharp on a phone, light in its gallery. */
export const DOWNLOAD_LONG_SIDE = 1024;

/** Ends the name of a download render: `nave-un-cn.download.png`. */
const DOWNLOAD_RENDER_MARK = '.download';

/**
 * The built download renders (relative to dist). Each participant only ever saves their own
 * unit's, so the precache leaves them out (a download goes to the network, past the worker).
 */
export const DOWNLOAD_RENDER_FILES = `assets/*${DOWNLOAD_RENDER_MARK}-*.png`;

/** The web app icons (the manifest names them), rendered from the favicon, the app's mark. */
export const APP_ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/icon-maskable-512.png', size: 512, maskable: true },
] as const;

/** The favicon's own background: a maskable icon fills its whole square with it. */
const ICON_BACKGROUND = '#070d1c';

/** `import url from './nave.svg?png'`: the URL of the SVG rendered as a PNG file. */
const PNG_QUERY = /\.svg\?png$/;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height of a PNG, read from its IHDR chunk; throws on anything but a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG file');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const uiRequire = createRequire(
  path.resolve(fileURLToPath(import.meta.url), '../../../../packages/ui/package.json'),
);

/**
 * The fontsource files of the kit (`@fontsource/<family>/latin-<weight>.css` in
 * packages/ui/src/theme/fonts.ts), as WOFF2 paths.
 */
async function kitFontFiles(): Promise<string[]> {
  const fontsModule = await readFile(uiRequire.resolve('./src/theme/fonts.ts'), 'utf8');
  const files = [...fontsModule.matchAll(/'@fontsource\/([\w-]+)\/latin-(\d+)\.css'/g)].map(
    ([, family, weight]) =>
      uiRequire.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-normal.woff2`),
  );
  if (files.length === 0) throw new Error('pngArtwork: no fontsource import in fonts.ts');
  return files;
}

/**
 * The kit's fonts as TrueType files under `folder` (resvg reads TTF/OTF, not WOFF2), so artwork
 * text is drawn with the portal's fonts and never with the build machine's.
 */
export async function trueTypeFonts(folder: string): Promise<string[]> {
  const targets: string[] = [];
  // One at a time: fontverter's WOFF2 decoder is not reentrant.
  for (const source of await kitFontFiles()) {
    const target = path.join(folder, path.basename(source).replace(/\.woff2$/, '.ttf'));
    await writeIfChanged(target, await convert(await readFile(source), 'truetype'));
    targets.push(target);
  }
  return targets;
}

/** What `sans-serif` (the artwork's text) and any family not loaded are drawn with: the body's. */
const ARTWORK_SANS_SERIF = 'Inter';

export interface RenderOptions {
  /** TrueType font files; the machine's fonts are never used. */
  fontFiles: string[];
  /** Pixel width; the height keeps the SVG's proportions. */
  width: number;
}

/** `svg` rendered as a PNG `width` pixels wide. */
async function renderPng(svg: string | Buffer, options: RenderOptions): Promise<Buffer> {
  // Rendered on libuv's thread pool: the build's other work goes on meanwhile.
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: options.width },
    font: {
      loadSystemFonts: false,
      fontFiles: options.fontFiles,
      defaultFontFamily: ARTWORK_SANS_SERIF,
      sansSerifFamily: ARTWORK_SANS_SERIF,
    },
    logLevel: 'error',
  });
  // resvg's own encoder makes files ~3× larger than zlib level 9 on the same pixels.
  return sharp(rendered.asPng())
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer();
}

/** The PNG of a downloadable artwork: DOWNLOAD_LONG_SIDE pixels on its longer side. */
export function renderDownload(svg: string, fontFiles: string[]): Promise<Buffer> {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  const { width, height } = resvg;
  const scaledWidth = Math.round((DOWNLOAD_LONG_SIDE * width) / Math.max(width, height));
  return renderPng(svg, { fontFiles, width: scaledWidth });
}

/**
 * A maskable icon: the mark at 80 % in the middle of a square filled with ICON_BACKGROUND (the
 * platform's mask may cut anything outside the central circle of 80 % diameter).
 */
function maskableSvg(markSvg: string): string {
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${ICON_BACKGROUND}"/><image x="10" y="10" width="80" height="80" href="${mark}"/></svg>`;
}

/** The app icons of APP_ICONS, rendered from `markSvg`. */
function renderAppIcons(
  markSvg: string,
  fontFiles: string[],
): Promise<{ fileName: string; source: Buffer }[]> {
  return Promise.all(
    APP_ICONS.map(async ({ fileName, size, maskable }) => ({
      fileName,
      source: await renderPng(maskable ? maskableSvg(markSvg) : markSvg, {
        fontFiles,
        width: size,
      }),
    })),
  );
}

/**
 * Build plugin: artwork a phone can keep. A gallery shows no SVG, so
 * `import url from './nave-un-cn.svg?png'` gives the URL of that SVG rendered as
 * `nave-un-cn.download.png` (DOWNLOAD_LONG_SIDE px), text in the kit's fonts. The PNG is written
 * under Vite's cache folder and imported from there, so Vite fingerprints and emits it like any
 * asset (`assets/nave-un-cn.download-<hash>.png`), in the dev server too. The build also writes
 * APP_ICONS from the public folder's favicon.svg.
 */
export function pngArtwork(): Plugin {
  let folder = '';
  let publicDir = '';
  let fonts: Promise<string[]> | undefined;
  const fontFiles = () => (fonts ??= trueTypeFonts(path.join(folder, 'fonts')));
  const rendered = new Map<string, Promise<string>>();
  const render = (source: string) => {
    let pending = rendered.get(source);
    if (!pending) {
      const target = path.join(
        folder,
        path.basename(source).replace(/\.svg$/, `${DOWNLOAD_RENDER_MARK}.png`),
      );
      pending = Promise.all([readFile(source, 'utf8'), fontFiles()])
        .then(([svg, files]) => renderDownload(svg, files))
        .then((png) => writeIfChanged(target, png))
        .then(() => target);
      rendered.set(source, pending);
    }
    return pending;
  };
  return {
    name: 'jornada-png-artwork',
    enforce: 'pre',
    configResolved(config) {
      folder = path.join(config.cacheDir, 'png-artwork');
      publicDir = config.publicDir;
    },
    buildStart() {
      rendered.clear();
    },
    async resolveId(source, importer) {
      if (!PNG_QUERY.test(source)) return null;
      const svg = await this.resolve(source.replace(/\?png$/, ''), importer, { skipSelf: true });
      if (!svg) return null;
      this.addWatchFile(svg.id);
      // `?no-inline`: a download is a file of its own, never a data: URL in the script.
      return `${await render(svg.id)}?no-inline`;
    },
    async generateBundle() {
      if (!publicDir) return;
      const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
      for (const icon of await renderAppIcons(mark, await fontFiles())) {
        this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      }
    },
  };
}
