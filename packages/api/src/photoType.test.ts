import { describe, expect, it, vi } from 'vitest';
import {
  CHOSEN_PHOTO_TOO_LARGE,
  MAX_CHOSEN_PHOTO_BYTES,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  PHOTO_REFUSED,
  PHOTO_TOO_MANY_PIXELS,
  checkPhoto,
  photoRefusal,
  sniffPhotoType,
} from './photoType';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0));
const bytesOf = (text: string) => [...new TextEncoder().encode(text)];

/** A file with these bytes, whose name and browser type claim a JPEG. */
const file = (bytes: number[], name = 'foto.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('sniffPhotoType', () => {
  it.each([
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a WebP', [...WEBP, 0x24, 0x00, 0x00, 0x00, ...bytesOf('WEBPVP8 ')], 'image/webp'],
    ['a RIFF that is not WebP (WAVE)', [...WEBP, 0x24, 0, 0, 0, ...bytesOf('WAVEfmt ')], null],
    ['a text file renamed .jpg', bytesOf('isto não é uma foto\n'), null],
    [
      'an SVG with a <script>',
      bytesOf('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      null,
    ],
    ['a GIF', bytesOf('GIF89a\x01\x00\x01\x00'), null],
    ['a PDF', bytesOf('%PDF-1.7\n'), null],
    ['a HEIC', [0, 0, 0, 0x18, ...bytesOf('ftypheic')], null],
    ['an empty file', [], null],
    ['a truncated PNG header', PNG.slice(0, 5), null],
    ['a truncated WebP header', [...WEBP, 0x24, 0, 0, 0, ...bytesOf('WEB')], null],
    ['a JPEG of three bytes', JPEG.slice(0, 3), 'image/jpeg'],
  ])('%s -> %s, whatever its name and type say', async (_, bytes, expected) => {
    await expect(sniffPhotoType(file(bytes))).resolves.toBe(expected);
  });

  it('ignores the name and the browser type: a PNG named .txt is a PNG', async () => {
    await expect(sniffPhotoType(file(PNG, 'notas.txt', 'text/plain'))).resolves.toBe('image/png');
  });
});

describe('checkPhoto', () => {
  it('gives the type of an accepted photo', async () => {
    await expect(checkPhoto(file(PNG, 'x.jpg'))).resolves.toEqual({
      type: 'image/png',
      refusal: null,
    });
  });

  it('takes another image the browser decodes, to be converted to JPEG; refuses the rest', async () => {
    const gif = file(bytesOf('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif');
    await expect(checkPhoto(gif, () => Promise.resolve(true))).resolves.toEqual({
      type: 'image/jpeg',
      refusal: null,
    });
    await expect(checkPhoto(gif, () => Promise.resolve(false))).resolves.toEqual({
      type: null,
      refusal: PHOTO_REFUSED,
    });
    // Node has no decoder: refused.
    await expect(photoRefusal(gif)).resolves.toBe(PHOTO_REFUSED);
  });

  it('refuses what is not a photo, naming the accepted formats', async () => {
    await expect(photoRefusal(file(bytesOf('<svg/>'), 'a.svg', 'image/svg+xml'))).resolves.toBe(
      PHOTO_REFUSED,
    );
    expect(PHOTO_REFUSED).toMatch(/JPG.*PNG.*WEBP/);
  });

  it('takes a chosen photo over 15 MB (it is prepared before it is sent), refuses one over 50 MB', async () => {
    const big = new Uint8Array(MAX_CHOSEN_PHOTO_BYTES + 1);
    big.set(JPEG);
    expect(MAX_CHOSEN_PHOTO_BYTES).toBeGreaterThan(MAX_PHOTO_BYTES);
    await expect(photoRefusal(new Blob([big]))).resolves.toBe(CHOSEN_PHOTO_TOO_LARGE);
    await expect(
      photoRefusal(new Blob([big.subarray(0, MAX_CHOSEN_PHOTO_BYTES)])),
    ).resolves.toBeNull();
    await expect(
      photoRefusal(new Blob([big.subarray(0, MAX_PHOTO_BYTES + 1)])),
    ).resolves.toBeNull();
  });

  describe('the pixels a header declares', () => {
    const be16 = (n: number) => [n >> 8, n & 0xff];
    const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
    const le16 = (n: number) => [n & 0xff, n >> 8];
    /** A PNG's signature and IHDR: all a header needs to declare its size. */
    const pngOf = (width: number, height: number) => [
      ...PNG.slice(0, 8),
      ...be32(13),
      ...bytesOf('IHDR'),
      ...be32(width),
      ...be32(height),
      8, 2, 0, 0, 0, 0, 0, 0, 0,
    ]; // prettier-ignore
    /** A JPEG whose frame header (SOF0) follows `padding` bytes of APP1 segments. */
    const jpegOf = (width: number, height: number, padding = 0) => {
      const app1 = (length: number) => [
        0xff,
        0xe1,
        ...be16(length + 2),
        ...Array<number>(length).fill(0),
      ];
      const apps: number[] = [];
      for (let left = padding; left > 0; left -= 60_000) apps.push(...app1(Math.min(left, 60_000)));
      return [
        0xff,
        0xd8,
        ...apps,
        0xff,
        0xc0,
        ...be16(11),
        8,
        ...be16(height),
        ...be16(width),
        1,
        1,
        0x11,
        0,
      ];
    };

    it('refuses a one-colour 20000×20000 PNG of a few bytes before anything decodes it', async () => {
      const decodes = vi.fn(() => Promise.resolve(true));
      const bomb = file(pngOf(20000, 20000), 'mancha.png', 'image/png');
      expect(bomb.size).toBeLessThan(100);
      await expect(checkPhoto(bomb, decodes)).resolves.toEqual({
        type: null,
        refusal: PHOTO_TOO_MANY_PIXELS,
      });
      expect(PHOTO_TOO_MANY_PIXELS).toBe('Escolha uma foto de no máximo 120 megapixels.');
      expect(decodes).not.toHaveBeenCalled();
    });

    it('takes a 108 MP phone photo (12000×9000) and anything up to the ceiling', async () => {
      await expect(photoRefusal(file(jpegOf(12000, 9000)))).resolves.toBeNull();
      await expect(photoRefusal(file(jpegOf(12032, 9024)))).resolves.toBeNull();
      await expect(photoRefusal(file(pngOf(10000, MAX_PHOTO_PIXELS / 10000)))).resolves.toBeNull();
      await expect(photoRefusal(file(pngOf(10000, MAX_PHOTO_PIXELS / 10000 + 1)))).resolves.toBe(
        PHOTO_TOO_MANY_PIXELS,
      );
    });

    it('finds a JPEG frame header past a long EXIF or XMP (beyond the first 128 kB)', async () => {
      await expect(photoRefusal(file(jpegOf(20000, 20000, 300_000)))).resolves.toBe(
        PHOTO_TOO_MANY_PIXELS,
      );
    });

    it("reads a chosen file once: the upload's check reuses the picker's", async () => {
      const photo = file(jpegOf(4000, 3000, 300_000));
      const slice = vi.spyOn(photo, 'slice');
      const whole = vi.spyOn(photo, 'arrayBuffer');
      const picked = await checkPhoto(photo);
      expect(whole).toHaveBeenCalledTimes(1); // its frame header lies past the first 128 kB
      const reads = slice.mock.calls.length;
      await expect(checkPhoto(photo)).resolves.toBe(picked);
      await expect(photoRefusal(photo)).resolves.toBeNull();
      expect(whole).toHaveBeenCalledTimes(1);
      expect(slice).toHaveBeenCalledTimes(reads);
    });

    it('refuses a GIF that declares too many pixels before asking the browser to decode it', async () => {
      const decodes = vi.fn(() => Promise.resolve(true));
      const gif = file(
        [...bytesOf('GIF89a'), ...le16(65535), ...le16(65535)],
        'a.gif',
        'image/gif',
      );
      await expect(checkPhoto(gif, decodes)).resolves.toMatchObject({
        refusal: PHOTO_TOO_MANY_PIXELS,
      });
      expect(decodes).not.toHaveBeenCalled();
    });
  });
});
