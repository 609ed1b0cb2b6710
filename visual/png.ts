import pixelmatch from 'pixelmatch';
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

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

/** The RGBA pixels of `png`, decoded by libvips (off the event loop, unlike a JS decoder). */
export async function decodePng(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png)
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export interface Comparison {
  changed: boolean;
  reason: string;
  /** The pixelmatch picture of a changed shot of the same size. */
  diff?: Buffer;
}

/** Anti-aliased pixels are ignored; a shot fails when more pixels than this differ. */
export const maxDiffPixels = (total: number) => Math.max(20, Math.round(total * 0.0005));

/** Compares two PNGs by their decoded pixels: identical pixels end it without a pixel count. */
export async function comparePngs(baselinePng: Buffer, currentPng: Buffer): Promise<Comparison> {
  const [baseline, current] = await Promise.all([decodePng(baselinePng), decodePng(currentPng)]);
  const { width, height } = current;
  if (baseline.width !== width || baseline.height !== height)
    return {
      changed: true,
      reason: `size ${baseline.width}×${baseline.height} → ${width}×${height}`,
    };
  const limit = maxDiffPixels(width * height);
  if (baseline.data.equals(current.data))
    return { changed: false, reason: `0 px differ (limit ${limit})` };
  const diff = Buffer.alloc(width * height * 4);
  const pixels = pixelmatch(baseline.data, current.data, diff, width, height, { threshold: 0.1 });
  const changed = pixels > limit;
  return {
    changed,
    reason: `${pixels} px differ (limit ${limit})`,
    ...(changed && {
      diff: await sharp(diff, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer(),
    }),
  };
}
