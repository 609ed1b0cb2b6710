import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifOrientation } from './exifOrientation';

/** A JPEG's first bytes: SOI, an APP0, an APP1 EXIF with IFD0 holding `tags`, then SOS. */
function jpegHead(tags: [tag: number, value: number][], little = true): Uint8Array {
  const u16 = (n: number) => (little ? [n & 0xff, n >> 8] : [n >> 8, n & 0xff]);
  const u32 = (n: number) =>
    little ? [n & 0xff, (n >> 8) & 0xff, 0, 0] : [0, 0, (n >> 8) & 0xff, n & 0xff];
  const tiff = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42),
    ...u32(8),
    ...u16(tags.length),
    ...tags.flatMap(([tag, value]) => [...u16(tag), ...u16(3), ...u32(1), ...u16(value), 0, 0]),
    ...u32(0),
  ];
  const app1 = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const length = app1.length + 2;
  return new Uint8Array([
    0xff, 0xd8,
    0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46,
    0xff, 0xe1, length >> 8, length & 0xff, ...app1,
    0xff, 0xda, 0x00, 0x02,
  ]); // prettier-ignore
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
    expect(exifOrientation(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      1,
    );
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
});
