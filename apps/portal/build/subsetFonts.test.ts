import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convert } from 'fontverter';
import * as hb from 'harfbuzzjs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUBSET_FONT_FILE, SUBSET_TEXT, dropWoffFallbacks, subsetWoff2 } from './subsetFonts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** fontsource's files, as packages/ui/src/theme/fonts.ts imports them. */
const fontsource = (file: string) =>
  createRequire(path.join(repo, 'packages/ui/package.json')).resolve(`@fontsource/${file}`);

/** Where the portal's text is written: the source it ships (campaigns' JSON too), not its tests. */
const SHIPPED = ['packages/ui/src', 'packages/flows/src', 'packages/api/src', 'apps/portal/src'];
const NOT_SHIPPED = /(\.(test|stories)\.tsx?|\.d\.ts)$|\/(testing|stories|docs)\//;

/** Every string, template text and JSX text of the shipped source and content, once each. */
function portalTexts(): string[] {
  const texts = new Set<string>();
  const fromJson = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(fromJson);
  };
  const files = SHIPPED.flatMap((dir) =>
    readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(repo, dir, file),
    ),
  ).filter((file) => /\.(tsx?|json)$/.test(file) && !NOT_SHIPPED.test(file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.json')) {
      fromJson(JSON.parse(text));
      continue;
    }
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
        texts.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  }
  return [...texts];
}
const PORTAL_TEXTS = portalTexts();

/** Text whose shaping uses the fonts' ligatures and contextual forms (see KEPT_FEATURES). */
const SAMPLES = [
  SUBSET_TEXT,
  'Meu Perfil',
  'Já possui perfil? Confirmar',
  'E-MAIL: participante@exemplo.com.br',
  '(11) 98765-4321',
  '123.456.789-00',
  '12/03/2025 10:30',
  'Código (6) — 1º ciclo, 2ª etapa… R$ 1.234,56',
  'JORNADA · 2024–2025',
];

/** For each text: the outline, advance and offset of each glyph the font shapes it into. */
function shapes(sfnt: Uint8Array, texts: string[]): string[] {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const outlines = new Map<number, string>();
  const outline = (glyph: number) => {
    if (!outlines.has(glyph)) outlines.set(glyph, font.glyphToPath(glyph));
    return outlines.get(glyph);
  };
  return texts.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer
      .getGlyphInfosAndPositions()
      .map((g) => `${outline(g.codepoint)} ${g.xAdvance} ${g.xOffset} ${g.yOffset}`)
      .join(' | ');
  });
}

/** One file of each family (the body's and the headings'): the weights share their features. */
const FILES = [
  'inter/files/inter-latin-400-normal.woff2',
  'exo-2/files/exo-2-latin-700-normal.woff2',
];

describe.each(FILES)('the subset of %s', (file) => {
  let original: Buffer;
  let subset: Buffer;
  let originalSfnt: Buffer;
  let subsetSfnt: Buffer;
  beforeAll(async () => {
    original = readFileSync(fontsource(file));
    subset = await subsetWoff2(original);
    // One at a time: fontverter's WOFF2 decoder is not reentrant.
    originalSfnt = await convert(original, 'truetype');
    subsetSfnt = await convert(subset, 'truetype');
  });

  it('is a smaller WOFF2 file', () => {
    expect(SUBSET_FONT_FILE.test(path.basename(file))).toBe(true);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(original.length * 0.9);
  });

  it('maps every character of SUBSET_TEXT to a glyph', () => {
    const mapped = new Set(new hb.Face(new hb.Blob(subsetSfnt)).collectUnicodes());
    const missing = [...SUBSET_TEXT].filter((char) => !mapped.has(char.codePointAt(0) ?? 0));
    expect(missing).toEqual([]);
  });

  it('draws the copy as the original font does (same glyphs, ligatures and spacing)', () => {
    const texts = [...SAMPLES, ...PORTAL_TEXTS.flatMap((text) => text.split('\n'))];
    const [before, after] = [shapes(originalSfnt, texts), shapes(subsetSfnt, texts)];
    expect(texts.filter((_, i) => after[i] !== before[i])).toEqual([]);
  });
});

describe('SUBSET_TEXT', () => {
  it('has each character once', () => {
    expect(new Set(SUBSET_TEXT).size).toBe([...SUBSET_TEXT].length);
  });

  it("holds every character of the portal's texts (what its source and content say)", () => {
    expect(PORTAL_TEXTS.length).toBeGreaterThan(1000);
    const missing = [...new Set(PORTAL_TEXTS.join(''))].filter(
      (char) => !'\n\r\t'.includes(char) && !SUBSET_TEXT.includes(char),
    );
    expect(missing).toEqual([]);
  });
});

describe('dropWoffFallbacks', () => {
  it("leaves fontsource's rules the WOFF2 file only", () => {
    const css = readFileSync(fontsource('inter/latin-400.css'), 'utf8');
    expect(css).toContain('.woff)');
    const result = dropWoffFallbacks(css);
    expect(result).toMatch(
      /src: url\(\.\/files\/inter-latin-400-normal\.woff2\) format\('woff2'\);/,
    );
    expect(result).not.toContain('.woff)');
  });

  it('fails on a WOFF url it does not recognise', () => {
    expect(() => dropWoffFallbacks("src: url(a.woff) format('woff');")).toThrow(/WOFF url/);
  });
});
