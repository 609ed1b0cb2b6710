/**
 * An image's stored size from its header, before anything decodes it (pure, without imports, so
 * the import-free photo check may use it): JPEG (its SOF segment), PNG (IHDR), WebP (VP8, VP8L or
 * VP8X), and GIF and BMP, which the browser may decode to convert.
 */

export interface PixelSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fourCC = (text: string) =>
  [...text].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

/**
 * The width and height these bytes declare; null when they are none of those formats, or when
 * the header is cut off (a JPEG's SOF may lie past a long EXIF or XMP: read more, then ask again).
 */
export function imageSize(bytes: Uint8Array): PixelSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (length: number) => view.byteLength >= length;
  if (has(4) && view.getUint16(0) === 0xffd8) return inJpeg(view);
  if (has(24) && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte))
    return view.getUint32(12) === fourCC('IHDR')
      ? sized(view.getUint32(16), view.getUint32(20))
      : null;
  if (has(16) && view.getUint32(0) === fourCC('RIFF') && view.getUint32(8) === fourCC('WEBP'))
    return inWebp(view);
  if (has(10) && view.getUint32(0) === fourCC('GIF8'))
    return sized(view.getUint16(6, true), view.getUint16(8, true));
  if (has(26) && view.getUint16(0) === 0x424d)
    return sized(Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true)));
  return null;
}

const sized = (width: number, height: number): PixelSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Segments after SOI: 0xFF, the marker, a big-endian length (itself included), the data. */
function inJpeg(view: DataView): PixelSize | null {
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data before any frame
    if (isStartOfFrame(marker)) {
      // length, precision, then the height and the width
      if (offset + 9 > view.byteLength) return null;
      return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/** The first chunk says it: VP8X (the canvas), VP8L (lossless) or VP8 (lossy key frame). */
function inWebp(view: DataView): PixelSize | null {
  const type = view.getUint32(12);
  const data = 20;
  const u24 = (at: number) =>
    view.getUint8(at) | (view.getUint8(at + 1) << 8) | (view.getUint8(at + 2) << 16);
  if (type === fourCC('VP8X') && view.byteLength >= data + 10)
    return sized(u24(data + 4) + 1, u24(data + 7) + 1);
  if (type === fourCC('VP8L') && view.byteLength >= data + 5 && view.getUint8(data) === 0x2f) {
    const bits = view.getUint32(data + 1, true);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  // VP8: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height
  if (type === fourCC('VP8 ') && view.byteLength >= data + 10 && u24(data + 3) === 0x2a019d)
    return sized(view.getUint16(data + 6, true) & 0x3fff, view.getUint16(data + 8, true) & 0x3fff);
  return null;
}
