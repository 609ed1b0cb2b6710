import sharp from 'sharp';

/** The camera's stored size (landscape) and its EXIF orientation 6: shown turned 90° clockwise. */
export const CAMERA = { width: 4000, height: 3000, orientation: 6 } as const;
/** A red square in the stored image's top-left corner: upright, it is in the top-right one. */
export const MARKER = 400;

/**
 * A 12-megapixel camera JPEG (4000×3000, EXIF orientation 6, a few MB): soft shapes with fine
 * grain, like a photo, so its size after preparation means something.
 */
export async function cameraPhoto(): Promise<Buffer> {
  const { width, height } = CAMERA;
  const noise = (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    });
  const pixels = await noise(80, 60, 60)
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await noise(width, height, 18).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i]! + grain[i]! - 128));
  }
  for (let y = 0; y < MARKER; y++) {
    for (let x = 0; x < MARKER; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: CAMERA.orientation })
    .toBuffer();
}

/** The RGB of one pixel of an encoded image. */
export async function pixelAt(image: Buffer, left: number, top: number): Promise<number[]> {
  const raw = await sharp(image)
    .extract({ left, top, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  return [...raw];
}

export const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 200 && g < 60 && b < 60;
