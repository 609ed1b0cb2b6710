import sharp from 'sharp';

/**
 * The PNG as stored in visual/baselines: the same pixels, re-encoded losslessly at zlib level 9.
 * Adaptive row filtering stays off: on our shots it made files ~10% larger and encoding 6× slower.
 */
export function optimisePng(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer();
}

/** Width and height of `png`, from its header (IHDR). */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.length < 24 || png.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG (no IHDR chunk first)');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * A shot fails when more pixels than this differ from its baseline (pixelmatch at threshold 0.1,
 * anti-aliased pixels not counted): 0.05% of its pixels, at least 20.
 */
export const maxDiffPixels = (total: number) => Math.max(20, Math.round(total * 0.0005));
