import type { Orientation } from './photoGeometry';
import { isOrientation } from './photoGeometry';

/** How much of a file to read for its EXIF (APP1 is one segment, at most 64 kB, near the start). */
export const EXIF_HEAD_BYTES = 128 * 1024;

const ORIENTATION_TAG = 0x0112;

/**
 * The EXIF orientation of a JPEG from its first bytes (pure): 1 when there is none, when the
 * bytes are not a JPEG, or when the EXIF is truncated or malformed.
 */
export function exifOrientation(bytes: Uint8Array): Orientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return 1;
    const marker = view.getUint8(offset + 1);
    // Start of scan or end of image: the metadata segments are over.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1) {
      const found = orientationInApp1(view, offset + 4, length - 2);
      if (found !== null) return found;
    }
    offset += 2 + length;
  }
  return 1;
}

/** The orientation in an APP1 segment's body when it is EXIF; null when it holds none. */
function orientationInApp1(view: DataView, start: number, length: number): Orientation | null {
  const end = Math.min(view.byteLength, start + length);
  // "Exif\0\0", then a TIFF header
  if (end - start < 14 || view.getUint32(start) !== 0x45786966 || view.getUint16(start + 4) !== 0)
    return null;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  if (view.getUint16(tiff + 2, little) !== 42) return null;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return null;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) {
      const value = view.getUint16(entry + 8, little);
      return isOrientation(value) ? value : 1;
    }
  }
  return null;
}
