import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ICONS,
  DOWNLOAD_LONG_SIDE,
  pngArtwork,
  pngSize,
  renderDownload,
  trueTypeFonts,
} from './pngArtwork';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UNITS_FOLDER = path.join(portal, 'src/content/images/unidades');
const unitArtwork = (file: string) => readFileSync(path.join(UNITS_FOLDER, file), 'utf8');

/**
 * nave-un-cn.png, escudo-un-cn.png, …: a ship and a shield per unit, named as the profile's links
 * name the download (src/content/campaigns.test.ts checks those names).
 */
const DOWNLOAD_NAMES = readdirSync(UNITS_FOLDER).map((file) => file.replace(/\.svg$/, '.png'));

let cacheDir = '';
beforeAll(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'png-artwork-'));
});
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('a Vite build with pngArtwork', () => {
  let output: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = [];
  const asset = (fileName: string) => {
    const found = output.find((item) => item.type === 'asset' && item.fileName === fileName);
    if (found?.type !== 'asset') throw new Error(`${fileName} was not emitted`);
    return Buffer.from(found.source);
  };
  beforeAll(async () => {
    // The portal's content module as the entry: it imports every unit's artwork `?png`.
    const result = await build({
      configFile: false,
      root: portal,
      cacheDir,
      logLevel: 'silent',
      plugins: [pngArtwork()],
      build: {
        write: false,
        copyPublicDir: false,
        rollupOptions: { input: path.join(portal, 'src/content/businessUnits.ts') },
      },
    });
    output = (Array.isArray(result) ? result : [result]).flatMap(
      (item) => (item as Rolldown.RolldownOutput).output,
    );
  }, 60_000);

  it('emits one PNG per unit artwork, named after it, that the module links to', () => {
    expect(DOWNLOAD_NAMES).toHaveLength(8);
    const pngs = output.filter(
      (item) =>
        item.type === 'asset' &&
        item.fileName.startsWith('assets/') &&
        item.fileName.endsWith('.png'),
    );
    // `nave-un-cn.download-<hash>.png`: the mark keeps it out of the precache (pwa.ts).
    const names = pngs.map((item) =>
      item.fileName.replace(/^assets\/|\.download-[\w-]{8}\.png$/g, ''),
    );
    expect(names.map((name) => `${name}.png`).sort()).toEqual([...DOWNLOAD_NAMES].sort());
    const code = output.flatMap((item) => (item.type === 'chunk' ? [item.code] : [])).join('\n');
    for (const png of pngs) expect(code).toContain(`/${png.fileName}`);
  });

  it('renders each at DOWNLOAD_LONG_SIDE px on its long side, in the SVG proportions', () => {
    for (const item of output) {
      if (item.type !== 'asset' || !/^assets\/.+\.png$/.test(item.fileName)) continue;
      const { width, height } = pngSize(Buffer.from(item.source));
      if (item.fileName.startsWith('assets/nave-')) {
        expect({ width, height }, item.fileName).toEqual({ width: 1024, height: 1024 });
      } else {
        // The shields are 400 × 480.
        expect({ width, height }, item.fileName).toEqual({ width: 853, height: 1024 });
      }
      expect(Math.max(width, height)).toBe(DOWNLOAD_LONG_SIDE);
    }
  });

  it('writes the web app icons at 192 × 192 and 512 × 512, the maskable one opaque', async () => {
    expect(APP_ICONS.map((icon) => icon.fileName)).toEqual([
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
    ]);
    expect(pngSize(asset('icons/icon-192.png'))).toEqual({ width: 192, height: 192 });
    expect(pngSize(asset('icons/icon-512.png'))).toEqual({ width: 512, height: 512 });
    expect(pngSize(asset('icons/icon-maskable-512.png'))).toEqual({ width: 512, height: 512 });
    // A platform mask may cut any shape out of a maskable icon: no pixel may be see-through.
    expect((await sharp(asset('icons/icon-maskable-512.png')).stats()).isOpaque).toBe(true);
    expect((await sharp(asset('icons/icon-512.png')).stats()).isOpaque).toBe(false);
  });
});

describe('renderDownload', () => {
  it('draws the artwork text with the kit fonts (the machine fonts are never loaded)', async () => {
    const fonts = await trueTypeFonts(path.join(cacheDir, 'fonts'));
    const shield = unitArtwork('escudo-un-cn.svg');
    expect(shield).toMatch(/<text[^>]*font-family="sans-serif"[^>]*>UN CN<\/text>/);
    const withText = await sharp(await renderDownload(shield, fonts))
      .raw()
      .toBuffer();
    const withoutText = await sharp(await renderDownload(shield, []))
      .raw()
      .toBuffer();
    const textless = shield.replace(/<text[^>]*>[^<]*<\/text>/, '');
    const noTextAtAll = await sharp(await renderDownload(textless, fonts))
      .raw()
      .toBuffer();
    // Without a font, resvg draws no text: the kit's fonts are what put `UN CN` on the shield.
    expect(withoutText.equals(noTextAtAll)).toBe(true);
    expect(withText.equals(noTextAtAll)).toBe(false);
  });
});

describe('pngSize', () => {
  it('refuses a file that is not a PNG', () => {
    expect(() => pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(
      'not a PNG file',
    );
  });
});
