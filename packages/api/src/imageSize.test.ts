import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => be16(n).reverse();
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => be32(n).reverse();

/** SOI, an APP1 of `appBytes` bytes, then a SOFn of `width`×`height` (after DHT, which is not one). */
function jpeg(width: number, height: number, { sof = 0xc0, appBytes = 20 } = {}): Uint8Array {
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe1, ...be16(appBytes + 2), ...new Array<number>(appBytes).fill(0),
    0xff, 0xc4, ...be16(4), 0, 0,
    0xff, sof, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    0xff, 0xda, ...be16(2),
  ]); // prettier-ignore
}

const png = (width: number, height: number) =>
  new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...be32(13), ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0, 0, 0, 0,
  ]); // prettier-ignore

const riff = (chunk: string, data: number[]) =>
  new Uint8Array([
    ...ascii('RIFF'), ...le32(data.length + 12), ...ascii('WEBP'),
    ...ascii(chunk), ...le32(data.length), ...data,
  ]); // prettier-ignore

const webpVp8x = (width: number, height: number) =>
  riff('VP8X', [0x08, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]);
const webpVp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff('VP8L', [0x2f, ...le32(bits >>> 0), 0, 0]);
};
const webpVp8 = (width: number, height: number) =>
  riff('VP8 ', [0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]);

describe('imageSize', () => {
  it.each([
    ['a baseline JPEG (SOF0)', jpeg(4000, 3000), 4000, 3000],
    ['a progressive JPEG (SOF2)', jpeg(12000, 9000, { sof: 0xc2 }), 12000, 9000],
    ['a JPEG whose frame follows a 60 kB APP1', jpeg(640, 480, { appBytes: 60_000 }), 640, 480],
    ['a PNG (IHDR)', png(20000, 20000), 20000, 20000],
    ['an extended WebP (VP8X)', webpVp8x(16383, 16383), 16383, 16383],
    ['a lossless WebP (VP8L)', webpVp8l(16384, 3), 16384, 3],
    ['a lossy WebP (VP8)', webpVp8(4000, 3000), 4000, 3000],
    ['a GIF', new Uint8Array([...ascii('GIF89a'), ...le16(65535), ...le16(65535)]), 65535, 65535],
    [
      'a BMP stored top-down (negative height)',
      new Uint8Array([
        ...ascii('BM'),
        ...new Array<number>(16).fill(0),
        ...le32(30000),
        ...le32(-20000 >>> 0),
      ]),
      30000,
      20000,
    ],
  ])('reads %s', (_, bytes, width, height) => {
    expect(imageSize(bytes)).toEqual({ width, height });
  });

  it('does not take a DHT or DAC segment for the frame', () => {
    for (const notAFrame of [0xc4, 0xc8, 0xcc]) {
      expect(imageSize(jpeg(4000, 3000, { sof: notAFrame }))).toBeNull();
    }
  });

  it('is null when the header is cut before the size, or for another format', () => {
    for (const whole of [
      jpeg(4000, 3000),
      png(1, 1),
      webpVp8x(2, 2),
      webpVp8l(2, 2),
      webpVp8(2, 2),
    ]) {
      const sized = Array.from({ length: whole.length + 1 }, (_, cut) =>
        imageSize(whole.subarray(0, cut)),
      );
      const first = sized.findIndex((size) => size !== null);
      expect(first).toBeGreaterThan(9);
      expect(sized.slice(first).every((size) => size !== null)).toBe(true);
    }
    expect(imageSize(new Uint8Array(ascii('<svg width="20000" height="20000"/>')))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
    // a zero side is no size at all
    expect(imageSize(png(0, 10))).toBeNull();
  });

  it('reads what an image library writes', async () => {
    const image = sharp({ create: { width: 37, height: 21, channels: 3, background: '#3366cc' } });
    for (const encoded of [
      await image.clone().jpeg().toBuffer(),
      await image.clone().jpeg({ progressive: true }).toBuffer(),
      await image.clone().png().toBuffer(),
      await image.clone().webp().toBuffer(),
      await image.clone().webp({ lossless: true }).toBuffer(),
      await image.clone().webp().withMetadata({ orientation: 6 }).toBuffer(),
      await image.clone().gif().toBuffer(),
    ]) {
      expect(imageSize(new Uint8Array(encoded))).toEqual({ width: 37, height: 21 });
    }
  });
});
