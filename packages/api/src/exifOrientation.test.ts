import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  EXIF_HEAD_BYTES,
  exifOrientation,
  readOrientation,
  uprightTransform,
} from './exifOrientation';

/** A TIFF header and an IFD0 holding `tags` (the body of EXIF, after "Exif\0\0" in a JPEG). */
function tiff(tags: [tag: number, value: number][], little = true): number[] {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) =>
    little ? [n & 0xff, (n >> 8) & 0xff, 0, 0] : [0, 0, (n >> 8) & 0xff, n & 0xff];
  return [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(tags.length),
    ...tags.flatMap(([tag, value]) => [...u16(tag), ...u16(3), ...u32(1), ...u16(value), 0, 0]),
    ...u32(0),
  ];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const EXIF_PREFIX = [...ascii('Exif'), 0, 0];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le32 = (n: number) => be32(n).reverse();

/** A JPEG's first bytes: SOI, an APP0, an APP1 EXIF with IFD0 holding `tags`, then SOS. */
function jpegHead(tags: [tag: number, value: number][], little = true): Uint8Array {
  const app1 = [...EXIF_PREFIX, ...tiff(tags, little)];
  const length = app1.length + 2;
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46,
    0xff, 0xe1, length >> 8, length & 0xff, ...app1,
    0xff, 0xda, 0x00, 0x02,
  ]); // prettier-ignore
}

/** A PNG chunk (its CRC left zero: the reader does not check it). */
const pngChunk = (type: string, data: number[]) => [
  ...be32(data.length),
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG: IHDR, then `before` IDAT (an eXIf with `exif`, or none), IDAT, `after` it, IEND. */
function png(exif: number[] | null, where: 'before' | 'after' = 'before'): Uint8Array {
  const eXIf = exif ? pngChunk('eXIf', exif) : [];
  return new Uint8Array([
    ...PNG_SIGNATURE,
    ...pngChunk('IHDR', [...be32(2), ...be32(1), 8, 2, 0, 0, 0]),
    ...(where === 'before' ? eXIf : []),
    ...pngChunk('IDAT', [1, 2, 3]),
    ...(where === 'after' ? eXIf : []),
    ...pngChunk('IEND', []),
  ]);
}

/** A RIFF chunk, padded to an even size. */
const riffChunk = (type: string, data: number[]) => [
  ...ascii(type),
  ...le32(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
];

/** An extended WebP: VP8X, an odd-sized image chunk (padded), then EXIF, as the format orders. */
function webp(exif: number[] | null): Uint8Array {
  const body = [
    ...ascii('WEBP'),
    ...riffChunk('VP8X', [0x08, 0, 0, 0, 1, 0, 0, 0, 0, 0]),
    ...riffChunk('VP8L', [0x2f, 1, 0, 0, 0]),
    ...(exif ? riffChunk('EXIF', exif) : []),
  ];
  return new Uint8Array([...ascii('RIFF'), ...le32(body.length), ...body]);
}

describe('exifOrientation', () => {
  it('reads the orientation tag in either byte order, among other tags', () => {
    expect(exifOrientation(jpegHead([[0x0112, 6]]))).toBe(6);
    expect(exifOrientation(jpegHead([[0x0112, 8]], false))).toBe(8);
    expect(
      exifOrientation(
        jpegHead([
          [0x010f, 1],
          [0x0112, 3],
        ]),
      ),
    ).toBe(3);
  });

  it('reads what a camera library writes', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(exifOrientation(new Uint8Array(jpeg))).toBe(6);
  });

  it('is 1 without EXIF, without the tag, with a value out of range, or for another format', async () => {
    const plain = await sharp({ create: { width: 8, height: 4, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(exifOrientation(new Uint8Array(plain))).toBe(1);
    expect(exifOrientation(jpegHead([[0x010f, 6]]))).toBe(1);
    expect(exifOrientation(jpegHead([[0x0112, 9]]))).toBe(1);
    expect(exifOrientation(new Uint8Array([...ascii('GIF89a'), ...tiff([[0x0112, 6]])]))).toBe(1);
  });

  it('is 1 for empty or truncated bytes, never a throw', () => {
    const head = jpegHead([[0x0112, 6]]);
    expect(exifOrientation(new Uint8Array())).toBe(1);
    // Cut anywhere: 1 until the orientation entry is whole, 6 from then on.
    const read = Array.from({ length: head.length }, (_, cut) =>
      exifOrientation(head.subarray(0, cut)),
    );
    const whole = read.indexOf(6);
    expect(whole).toBeGreaterThan(30);
    expect(read.slice(0, whole).every((o) => o === 1)).toBe(true);
    expect(read.slice(whole).every((o) => o === 6)).toBe(true);
  });

  it('reads a PNG\'s eXIf chunk before the image data, with or without "Exif\\0\\0"', () => {
    expect(exifOrientation(png(tiff([[0x0112, 6]])))).toBe(6);
    expect(exifOrientation(png(tiff([[0x0112, 8]], false)))).toBe(8);
    expect(exifOrientation(png([...EXIF_PREFIX, ...tiff([[0x0112, 3]])]))).toBe(3);
    expect(exifOrientation(png(null))).toBe(1);
    // After IDAT it is ignored, as the PNG specification lets decoders do.
    expect(exifOrientation(png(tiff([[0x0112, 6]]), 'after'))).toBe(1);
  });

  it("reads a WebP's EXIF chunk after its image, past a padded odd-sized chunk", () => {
    expect(exifOrientation(webp(tiff([[0x0112, 6]])))).toBe(6);
    expect(exifOrientation(webp([...EXIF_PREFIX, ...tiff([[0x0112, 5]], false)]))).toBe(5);
    expect(exifOrientation(webp(null))).toBe(1);
    expect(exifOrientation(webp(tiff([[0x010f, 6]])))).toBe(1);
  });

  it('is 1 for a PNG or WebP cut before its orientation entry is whole', () => {
    for (const whole of [png(tiff([[0x0112, 6]])), webp(tiff([[0x0112, 6]]))]) {
      const read = Array.from({ length: whole.length }, (_, cut) =>
        exifOrientation(whole.subarray(0, cut)),
      );
      const first = read.indexOf(6);
      expect(first).toBeGreaterThan(20);
      expect(read.slice(0, first).every((o) => o === 1)).toBe(true);
    }
  });

  it('reads what a camera library writes into a PNG and a WebP', async () => {
    const image = sharp({ create: { width: 8, height: 4, channels: 3, background: '#888' } });
    for (const encoded of [
      await image.clone().png().withMetadata({ orientation: 6 }).toBuffer(),
      await image.clone().webp().withMetadata({ orientation: 6 }).toBuffer(),
    ]) {
      expect(exifOrientation(new Uint8Array(encoded))).toBe(6);
    }
  });
});

describe('readOrientation', () => {
  it("reads a file's head, and all of a WebP, whose EXIF may follow a long image", async () => {
    const noise = sharp(randomBytes(400 * 400 * 3), {
      raw: { width: 400, height: 400, channels: 3 },
    });
    const webp = await noise
      .clone()
      .webp({ lossless: true })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    expect(webp.byteLength).toBeGreaterThan(EXIF_HEAD_BYTES);
    await expect(readOrientation(new Blob([new Uint8Array(webp)]))).resolves.toBe(8);
    const jpeg = await noise.clone().jpeg().withMetadata({ orientation: 3 }).toBuffer();
    await expect(readOrientation(new Blob([new Uint8Array(jpeg)]))).resolves.toBe(3);
    await expect(readOrientation(new Blob(['não é uma foto']))).resolves.toBe(1);
  });
});

describe('uprightTransform (the preview)', () => {
  it('turns the stored pixels as the photo sent is turned, about their centre', async () => {
    const transformOf = (orientation: number) =>
      uprightTransform(new Blob([new Uint8Array(jpegHead([[0x0112, orientation]]))]));
    await expect(transformOf(1)).resolves.toBe('none');
    await expect(transformOf(6)).resolves.toBe('matrix(0, 1, -1, 0, 0, 0)');
    await expect(transformOf(8)).resolves.toBe('matrix(0, -1, 1, 0, 0, 0)');
    await expect(transformOf(3)).resolves.toBe('matrix(-1, 0, 0, -1, 0, 0)');
    await expect(transformOf(2)).resolves.toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(uprightTransform(new Blob(['não é uma foto']))).resolves.toBe('none');
  });
});
