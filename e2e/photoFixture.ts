import { randomFillSync } from 'node:crypto';
import { expect } from '@playwright/test';
import sharp from 'sharp';

/** The camera's stored size (landscape) and its EXIF orientation 6: shown turned 90° clockwise. */
export const CAMERA = { width: 4000, height: 3000, orientation: 6 } as const;
/** A red square in the stored image's top-left corner: upright, it is in the top-right one. */
export const MARKER = 400;

let cameraPhotoOnce: Promise<Buffer> | undefined;

/**
 * A 12-megapixel camera JPEG (4000×3000, EXIF orientation 6, a few MB): soft shapes with fine
 * grain, like a photo, so its size after preparation means something. Made once per worker (it
 * takes seconds of CPU); callers only read it.
 */
export function cameraPhoto(): Promise<Buffer> {
  cameraPhotoOnce ??= makeCameraPhoto();
  return cameraPhotoOnce;
}

async function makeCameraPhoto(): Promise<Buffer> {
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

/** An image that says nothing but its pixels: no EXIF, XMP or IPTC block. */
export async function expectPixelsOnly(image: Buffer): Promise<void> {
  const { exif, xmp, iptc } = await sharp(image).metadata();
  expect({ exif, xmp, iptc }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined });
}

/**
 * The 12 MP camera photo as it must arrive, in every engine: a 1200×1600 JPEG of at most 600 kB,
 * upright with no orientation left to apply (the stored top-left marker is now top-right), and
 * nothing but pixels.
 */
export async function expectPreparedCameraPhoto(sent: Buffer): Promise<void> {
  expect(sent.byteLength).toBeLessThanOrEqual(600_000);
  const meta = await sharp(sent).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
  expect(meta.orientation).toBeUndefined();
  await expectPixelsOnly(sent);
  const edge = Math.floor((MARKER * 1600) / CAMERA.width / 2);
  expect(isRed(await pixelAt(sent, 1200 - edge, edge))).toBe(true);
}

/**
 * `jpeg` made heavier than `bytes` with COM segments of noise after its APPn segments (still a
 * valid JPEG, its EXIF first): a 48 MP phone's file, as heavy, in no time.
 */
export function paddedJpeg(jpeg: Buffer, bytes: number): Buffer {
  let offset = 2;
  while (jpeg[offset] === 0xff && jpeg[offset + 1]! >= 0xe0 && jpeg[offset + 1]! <= 0xef) {
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  const segments: Buffer[] = [];
  const payload = 0xffff - 2;
  for (let added = jpeg.length; added < bytes; added += payload + 4) {
    const segment = Buffer.alloc(payload + 4);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(payload + 2, 2);
    randomFillSync(segment, 4);
    segments.push(segment);
  }
  return Buffer.concat([jpeg.subarray(0, offset), ...segments, jpeg.subarray(offset)]);
}

/** A small photo with EXIF orientation 6: stored 80×40, the red marker in its top-left corner. */
export const SMALL_TURNED = { width: 80, height: 40, marker: 20 } as const;
/** The same, square, its top-left quarter red: what a square preview shows of it is all of it. */
export const SQUARE_TURNED = { width: 40, height: 40, marker: 20 } as const;

export async function smallTurnedPhoto(
  format: 'png' | 'webp' | 'jpeg',
  { width, height, marker }: { width: number; height: number; marker: number } = SMALL_TURNED,
): Promise<Buffer> {
  const red = await sharp({
    create: { width: marker, height: marker, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .composite([{ input: red, left: 0, top: 0 }])
    [format](format === 'webp' ? { lossless: true } : {})
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The camera and place a phone writes into a photo, as EXIF and as XMP. */
export const LOCATION = { make: 'Fone Modelo X', latitude: '23/1 33/1 0/1' } as const;

/** A small upright photo (120×90) that says where it was taken, in EXIF (GPS) and XMP. */
export function photoWithLocation(format: 'png' | 'webp' | 'jpeg'): Promise<Buffer> {
  const xmp =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="23,33.0S"/>' +
    '</rdf:RDF></x:xmpmeta>';
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#3366cc' } })
    [format]()
    .withExif({
      IFD0: { Make: LOCATION.make },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: LOCATION.latitude },
    })
    .withXmp(xmp)
    .toBuffer();
}
