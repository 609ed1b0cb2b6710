import type { PhotoType } from './photoType';

/**
 * A 2×1 image of each accepted type carrying EXIF orientation 6 (made with sharp, its tag set to
 * 6 and, in the PNG, the chunk's CRC redone). Decoded upright it is 1×2.
 */
const PROBES: Record<PhotoType, string> = {
  'image/png':
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAwGVYSWZJSSoACAAAAAcADwECAAIAAAB4AAAAEgEDAAEAAAAGAAAAGgEFAAEAAABiAAAAGwEFAAEAAABqAAAAKAEDAAEAAAACAAAAEwIDAAEAAAABAAAAaYcEAAEAAAByAAAAAAAAADhjAADoAwAAOGMAAOgDAAAGAACQBwAEAAAAMDIxMAGRBwAEAAAAAQIDAACgBwAEAAAAMDEwMAGgAwABAAAA//8AAAKgBAABAAAAAgAAAAOgBAABAAAAAQAAAAAAAAC2D2aKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAC0lEQVQImWPoAAMACy8DMcb4WBoAAAAASUVORK5CYII=',
  'image/webp':
    'UklGRgQBAABXRUJQVlA4WAoAAAAIAAAAAQAAAAAAVlA4IBgAAABQAQCdASoCAAEAAUAmJaQABYwAAP6igABFWElGxgAAAEV4aWYAAElJKgAIAAAABwAPAQIAAgAAAHgAAAASAQMAAQAAAAYAAAAaAQUAAQAAAGIAAAAbAQUAAQAAAGoAAAAoAQMAAQAAAAIAAAATAgMAAQAAAAEAAABphwQAAQAAAHIAAAAAAAAAOGMAAOgDAAA4YwAA6AMAAAYAAJAHAAQAAAAwMjEwAZEHAAQAAAABAgMAAKAHAAQAAAAwMTAwAaADAAEAAAD//wAAAqAEAAEAAAACAAAAA6AEAAEAAAABAAAAAAAAAA==',
  'image/jpeg':
    '/9j/4QDIRXhpZgAASUkqAAgAAAAHAA8BAgACAAAAeAAAABIBAwABAAAABgAAABoBBQABAAAAYgAAABsBBQABAAAAagAAACgBAwABAAAAAgAAABMCAwABAAAAAQAAAGmHBAABAAAAcgAAAAAAAAA4YwAA6AMAADhjAADoAwAABgAAkAcABAAAADAyMTABkQcABAAAAAECAwAAoAcABAAAADAxMDABoAMAAQAAAP//AAACoAQAAQAAAAIAAAADoAQAAQAAAAEAAAAAAAAA/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8AAEQgAAQACAwEiAAIRAQMRAf/EABUAAQEAAAAAAAAAAAAAAAAAAAAE/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/EABQBAQAAAAAAAAAAAAAAAAAAAAD/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCsAH//2Q==',
};

const known = new Map<PhotoType, Promise<boolean>>();

/**
 * Whether this browser's `createImageBitmap(…, { imageOrientation: 'from-image' })` applies the
 * EXIF orientation of `type` (Chromium does for JPEG and PNG, not for WebP), found once by
 * decoding its probe; the photo's own drawing applies it where the decoder did not.
 */
export function decoderOrients(type: PhotoType): Promise<boolean> {
  let answer = known.get(type);
  if (!answer) {
    const bytes = Uint8Array.from(atob(PROBES[type]), (char) => char.charCodeAt(0));
    answer = createImageBitmap(new Blob([bytes], { type }), {
      imageOrientation: 'from-image',
    }).then(
      (bitmap) => {
        const upright = bitmap.height > bitmap.width;
        bitmap.close();
        return upright;
      },
      () => true,
    );
    known.set(type, answer);
  }
  return answer;
}
