import type { Orientation } from './photoGeometry';
import { isOrientation, orientationMatrix } from './photoGeometry';

/**
 * How much of a JPEG or PNG to read for its EXIF (a JPEG's APP1 is at most 64 kB near the start;
 * a PNG's eXIf comes before its image data). A WebP's EXIF chunk follows the image: read it whole.
 */
export const EXIF_HEAD_BYTES = 128 * 1024;

const ORIENTATION_TAG = 0x0112;
const EXIF_PREFIX = 0x45786966; // "Exif", then two zero bytes
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fourCC = (text: string) =>
  [...text].reduce((value, char) => value * 256 + char.charCodeAt(0), 0);

/** Whether these first bytes are a WebP's, whose EXIF may be anywhere in the file. */
export const isWebpHead = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (
    view.byteLength >= 12 &&
    view.getUint32(0) === fourCC('RIFF') &&
    view.getUint32(8) === fourCC('WEBP')
  );
};

/** `file`'s EXIF orientation: from its first bytes, or all of a WebP, whose EXIF follows the image. */
export async function readOrientation(file: Blob): Promise<Orientation> {
  const head = new Uint8Array(await file.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  return exifOrientation(isWebpHead(head) ? new Uint8Array(await file.arrayBuffer()) : head);
}

/**
 * The CSS transform that shows `file`'s stored pixels upright, about their centre (`none` when
 * they are): the linear part of the matrix that draws the photo sent, so preview and photo agree.
 */
export async function uprightTransform(file: Blob): Promise<string> {
  const orientation = await readOrientation(file);
  if (orientation === 1) return 'none';
  const [a, b, c, d] = orientationMatrix(orientation, { width: 0, height: 0 });
  return `matrix(${a}, ${b}, ${c}, ${d}, 0, 0)`;
}

/**
 * The EXIF orientation of a JPEG (APP1 segment), a PNG (eXIf chunk) or a WebP (EXIF chunk) from
 * its bytes (pure): 1 when there is none, for another format, or when the EXIF is truncated or
 * malformed.
 */
export function exifOrientation(bytes: Uint8Array): Orientation {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength >= 4 && view.getUint16(0) === 0xffd8) return inJpeg(view);
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return inPng(view);
  if (isWebpHead(bytes)) return inWebp(view);
  return 1;
}

function inJpeg(view: DataView): Orientation {
  let offset = 2;
  while (offset + 4 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return 1;
    const marker = view.getUint8(offset + 1);
    // Start of scan or end of image: the metadata segments are over.
    if (marker === 0xda || marker === 0xd9) return 1;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe1) {
      const found = inExif(view, offset + 4, offset + 2 + length);
      if (found !== null) return found;
    }
    offset += 2 + length;
  }
  return 1;
}

/** PNG chunks: a big-endian length, the type, the data, a CRC. */
function inPng(view: DataView): Orientation {
  let offset = PNG_SIGNATURE.length;
  while (offset + 8 <= view.byteLength) {
    const length = view.getUint32(offset);
    const type = view.getUint32(offset + 4);
    if (type === fourCC('IDAT') || type === fourCC('IEND')) return 1;
    if (type === fourCC('eXIf')) return inExif(view, offset + 8, offset + 8 + length) ?? 1;
    offset += 12 + length;
  }
  return 1;
}

/** RIFF chunks after the 12-byte header: the type, a little-endian size, the data, a pad byte. */
function inWebp(view: DataView): Orientation {
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const type = view.getUint32(offset);
    const size = view.getUint32(offset + 4, true);
    if (type === fourCC('EXIF')) return inExif(view, offset + 8, offset + 8 + size) ?? 1;
    offset += 8 + size + (size % 2);
  }
  return 1;
}

/**
 * The orientation in EXIF data from `start` to `end`: a TIFF header, after "Exif\0\0" in a JPEG
 * (and from some PNG and WebP writers); null when it holds none.
 */
function inExif(view: DataView, start: number, end: number): Orientation | null {
  end = Math.min(view.byteLength, end);
  if (end - start >= 6 && view.getUint32(start) === EXIF_PREFIX && view.getUint16(start + 4) === 0)
    start += 6;
  if (end - start < 8) return null;
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  if (view.getUint16(start + 2, little) !== 42) return null;
  const ifd = start + view.getUint32(start + 4, little);
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
