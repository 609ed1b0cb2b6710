// Types for the two untyped CommonJS packages build/subsetFonts.ts and its test use, limited to
// the calls made here.

declare module 'subset-font' {
  type FontFormat = 'sfnt' | 'truetype' | 'woff' | 'woff2';
  interface SubsetFontOptions {
    targetFormat?: FontFormat;
    /** OpenType layout features to keep (default: all of them). */
    keepFeatures?: string[];
    /** Keep only the glyphs of `text` itself, not those its layout features substitute in. */
    noLayoutClosure?: boolean;
  }
  /** The subset of `font` (TTF, WOFF or WOFF2; a Buffer: its format is read from its first bytes). */
  function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
  export = subsetFont;
}

declare module 'fontverter' {
  /** `font` converted to `toFormat` ('sfnt' and 'truetype' are the same uncompressed font). */
  export function convert(
    font: Buffer,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
