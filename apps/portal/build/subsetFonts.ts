import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { writeIfChanged } from './writeIfChanged.ts';

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The characters the portal's fonts keep: Latin-1 (ASCII and U+00A0–U+00FF) and the typographic
 * punctuation of the pt-BR copy (dashes, curly quotes, bullet, ellipsis) plus € ™ and the minus
 * sign. Latin-1 covers the copy and what participants type: names, e-mails and addresses in
 * Portuguese and the other Western European languages. Not the soft hyphen U+00AD: it is invisible
 * and the fonts do not map it either (a browser draws the hyphen of a break with `-`).
 */
export const SUBSET_TEXT =
  range(0x20, 0x7e) + range(0xa0, 0xff).replace('\u00ad', '') + '–—‘’‚“”„•…‹›€™−';

/**
 * The layout features browsers apply to Latin text by default (HarfBuzz's list; the portal sets no
 * `font-feature-settings` or `font-variant`), with the glyphs they substitute in. Without those
 * glyphs (subset-font's `noLayoutClosure`) Exo 2 loses its `fi` ligature ("Perfil", "Confirmar")
 * and Inter the raised hyphen, parentheses, colon and dash it uses between capitals and digits
 * ("(11) 98765-4321", "10:30", "E-MAIL"); keeping them costs 0.8 (Exo 2) to 2.4 kB (Inter) a file.
 * Dropped: the features that only apply when asked for (tabular figures, fractions, stylistic
 * sets…).
 */
export const KEPT_FEATURES = [
  'rvrn',
  'ltra',
  'ltrm',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
];

/** The WOFF2 subset of `font` (a TTF, WOFF or WOFF2 file) to SUBSET_TEXT. */
export const subsetWoff2 = (font: Buffer): Promise<Buffer> =>
  subsetFont(font, SUBSET_TEXT, { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });

const FONTSOURCE_CSS = /@fontsource\/.+\.css$/;
/** The fontsource files the portal ships (packages/ui/src/theme/fonts.ts), as named in their CSS. */
export const SUBSET_FONT_FILE = /^(inter|exo-2)-latin-\d+-normal\.woff2$/;

/**
 * fontsource's `@font-face` rules without their WOFF fallbacks (`src: url(….woff2)
 * format('woff2'), url(….woff) format('woff')`): every browser the portal supports takes WOFF2, so
 * the WOFF files are not emitted at all.
 */
export function dropWoffFallbacks(css: string): string {
  const result = css.replace(/,\s*url\([^)]*\.woff\)\s*format\(\s*(['"]?)woff\1\s*\)/g, '');
  if (/\.woff['"]?\)/.test(result)) {
    throw new Error('subsetFonts: a WOFF url is left in fontsource CSS (its format has changed?)');
  }
  return result;
}

/** Each `url(…)` of `css` that `replace` maps to a string, replaced by `url(<that string>)`. */
async function replaceUrls(
  css: string,
  replace: (url: string) => Promise<string | null>,
): Promise<string> {
  const pattern = /url\((['"]?)([^'")]+)\1\)/g;
  const replacements = await Promise.all(
    [...css.matchAll(pattern)].map(async (match) => replace(match[2] ?? '')),
  );
  let index = 0;
  return css.replace(pattern, (whole) => {
    const replacement = replacements[index++];
    return replacement == null ? whole : `url(${replacement})`;
  });
}

/**
 * Build plugin: the portal ships its fonts subset to SUBSET_TEXT (Inter a third smaller, Exo 2 a
 * sixth; the first screen preloads four of them) and as WOFF2 only. Storybook and the dev server keep
 * fontsource's files.
 *
 * It rewrites fontsource's CSS before Vite reads it: each font's `url()` points at its subset,
 * written under Vite's cache folder with the original file name, so Vite emits it as usual,
 * `assets/inter-latin-400-normal-<hash>.woff2` (PRELOADED_FONTS in vite.config.ts match that),
 * with the hash of the subset's bytes: it changes when the font, SUBSET_TEXT or the subsetter
 * change, which is what the year-long immutable caching of /assets needs. (Replacing the bytes in
 * `generateBundle` would keep the original font's hash in the name: a new SUBSET_TEXT would ship
 * under a name browsers have already cached.)
 *
 * fontsource's per-subset CSS has no `unicode-range`: the face claims every character, and one
 * the subset lacks (e.g. œ, ı, arrows, combining accents, all of them in fontsource's latin file)
 * is drawn by the next font of the `font-family` stack, glyph by glyph. None appears in the copy.
 */
export function subsetFonts(): Plugin {
  let folder = '';
  const subsets = new Map<string, Promise<void>>();
  const subset = (source: string, target: string) => {
    let pending = subsets.get(target);
    if (!pending) {
      pending = readFile(source)
        .then(subsetWoff2)
        .then((bytes) => writeIfChanged(target, bytes));
      subsets.set(target, pending);
    }
    return pending;
  };
  return {
    name: 'jornada-subset-fonts',
    apply: 'build',
    // Before vite:css, which emits every file a url() names.
    enforce: 'pre',
    configResolved(config) {
      folder = path.join(config.cacheDir, 'subset-fonts');
    },
    buildStart() {
      subsets.clear();
    },
    async transform(code, id) {
      if (!FONTSOURCE_CSS.test(id)) return null;
      const cssFolder = path.dirname(id);
      const css = await replaceUrls(dropWoffFallbacks(code), async (url) => {
        const name = path.posix.basename(url);
        if (!SUBSET_FONT_FILE.test(name)) return null;
        const target = path.join(folder, name);
        await subset(path.resolve(cssFolder, url), target);
        return path.relative(cssFolder, target).split(path.sep).join('/');
      });
      return { code: css, map: null };
    },
  };
}
