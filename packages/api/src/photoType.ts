/**
 * Which photos the portal sends (the contract: JPEG, PNG or WebP, checked by content), decided by
 * the file's first bytes, never by its name or the browser's MIME type; another image that the
 * browser itself decodes (GIF, BMP, AVIF…) is taken to be converted to JPEG. It imports only the
 * import-free `imageSize`, so the flows may import it at run time (`@jornada/api/photo-type`)
 * without the client.
 */
import { imageSize, type PixelSize } from './imageSize';

/** The accepted types, with the `extensao` each is sent with. */
export const PHOTO_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type PhotoType = keyof typeof PHOTO_EXTENSIONS;

/** The most a sent photo may weigh (the storage refuses more): checked on the prepared file. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * The most a chosen file may weigh to be prepared at all: a 48 MP or 108 MP phone's JPEG (20 to
 * 40 MB) shrinks to about 500 kB; a bigger file is not a photo worth decoding on a phone.
 */
export const MAX_CHOSEN_PHOTO_BYTES = 50 * 1024 * 1024;
/**
 * The most pixels a chosen photo may declare in its header, checked before anything decodes it:
 * decoding takes 4 bytes a pixel, so a tiny one-colour 20000×20000 PNG would ask 1.6 GB of a
 * cheap phone. A 108 MP phone's photo (12000×9000, about 430 MB decoded) passes with room to
 * spare; a 200 MP sensor's full-size mode (16320×12240) does not (its default 12 MP does).
 */
export const MAX_PHOTO_MEGAPIXELS = 120;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
export const PHOTO_REFUSED = 'Escolha uma foto em JPG, PNG ou WEBP.';
export const PHOTO_TOO_LARGE = 'A foto deve ter no máximo 15 MB.';
export const CHOSEN_PHOTO_TOO_LARGE = 'Escolha uma foto de no máximo 50 MB.';
export const PHOTO_TOO_MANY_PIXELS = `Escolha uma foto de no máximo ${MAX_PHOTO_MEGAPIXELS} megapixels.`;

/** Every line a photo is refused with: sending the same photo again cannot help. */
export const PHOTO_REFUSALS: readonly string[] = [
  PHOTO_REFUSED,
  PHOTO_TOO_LARGE,
  CHOSEN_PHOTO_TOO_LARGE,
  PHOTO_TOO_MANY_PIXELS,
];

/** Each type's signature: bytes at an offset (`null` matches any byte). */
const SIGNATURES: readonly { type: PhotoType; bytes: readonly (number | null)[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "RIFF", the chunk size, "WEBP"
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];
const HEADER_BYTES = 12;

/** The photo type of these first bytes, or null when they are none of the accepted ones. */
export function photoTypeOfBytes(head: Uint8Array): PhotoType | null {
  const found = SIGNATURES.find(
    ({ bytes }) =>
      head.length >= bytes.length && bytes.every((byte, i) => byte === null || head[i] === byte),
  );
  return found?.type ?? null;
}

/** The photo type of `file` by its content; null when it is not an accepted photo or unreadable. */
export async function sniffPhotoType(file: Blob): Promise<PhotoType | null> {
  try {
    return photoTypeOfBytes(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/** How much of a file's start holds its header (a JPEG's SOF usually follows EXIF, ≤ 64 kB). */
const SIZE_HEAD_BYTES = 128 * 1024;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The size `file`'s header declares, or null when it declares none that can be read. */
async function declaredSize(file: Blob, type: PhotoType | null): Promise<PixelSize | null> {
  try {
    const head = await bytesOf(file.slice(0, SIZE_HEAD_BYTES));
    const size = imageSize(head);
    if (size || type !== 'image/jpeg' || file.size <= head.length) return size;
    // Its frame header follows a long EXIF or XMP: the whole file (within 50 MB) holds it.
    return file.size > MAX_CHOSEN_PHOTO_BYTES ? null : imageSize(await bytesOf(file));
  } catch {
    return null;
  }
}

/**
 * A photo of an accepted type, or another image the browser can decode (its `type` then the JPEG
 * it becomes: every photo is sent drawn again as a JPEG), or the reason to refuse it.
 */
export type PhotoCheck = { type: PhotoType; refusal: null } | { type: null; refusal: string };

/** Whether this browser decodes `file` as an image (GIF, BMP, AVIF…); never in Node. */
export async function browserDecodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return false;
  try {
    (await createImageBitmap(file)).close();
    return true;
  } catch {
    return false;
  }
}

/**
 * A chosen file's bytes never change, so each is read once: the upload reuses the picker's check
 * (a 12 MP JPEG's frame header may lie past its first 128 kB, and then the whole file is read).
 */
const checks = new WeakMap<Blob, Promise<PhotoCheck>>();

/**
 * The photo's type, or the pt-BR reason to refuse it before any request. Its weight is checked
 * against `MAX_CHOSEN_PHOTO_BYTES` only: `MAX_PHOTO_BYTES` is the prepared file's limit. The
 * pixels its header declares are checked against `MAX_PHOTO_PIXELS` before anything decodes it
 * (a header that cannot be read is left to the decoder, which refuses it in turn).
 */
export function checkPhoto(
  file: Blob,
  decodes: (file: Blob) => Promise<boolean> = browserDecodes,
): Promise<PhotoCheck> {
  if (decodes !== browserDecodes) return checkPhotoNow(file, decodes);
  let check = checks.get(file);
  if (!check) {
    check = checkPhotoNow(file, decodes);
    checks.set(file, check);
  }
  return check;
}

async function checkPhotoNow(
  file: Blob,
  decodes: (file: Blob) => Promise<boolean>,
): Promise<PhotoCheck> {
  const type = await sniffPhotoType(file);
  const size = await declaredSize(file, type);
  if (size && size.width * size.height > MAX_PHOTO_PIXELS)
    return { type: null, refusal: PHOTO_TOO_MANY_PIXELS };
  if (!type && !(await decodes(file))) return { type: null, refusal: PHOTO_REFUSED };
  if (file.size > MAX_CHOSEN_PHOTO_BYTES) return { type: null, refusal: CHOSEN_PHOTO_TOO_LARGE };
  return { type: type ?? 'image/jpeg', refusal: null };
}

/** Why `file` is refused (pt-BR), or null when it may be sent: `checkPhoto`'s refusal alone. */
export const photoRefusal = async (file: Blob): Promise<string | null> =>
  (await checkPhoto(file)).refusal;
