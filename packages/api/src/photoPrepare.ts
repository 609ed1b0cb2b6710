import { readOrientation } from './exifOrientation';
import { decoderOrients } from './orientationProbe';
import {
  PREPARED_JPEG_QUALITY,
  fittedSize,
  needsPreparing,
  orientationMatrix,
  uprightSize,
  type Matrix,
} from './photoGeometry';
import { MAX_PHOTO_BYTES, sniffPhotoType } from './photoType';

/** A canvas of either kind: `OffscreenCanvas` in the worker, `<canvas>` on the main thread. */
export interface PhotoSurface {
  /** Draws `image` at `width`×`height` through `matrix` (the orientation left to apply). */
  draw(image: ImageBitmap, matrix: Matrix, width: number, height: number): void;
  toJpeg(quality: number): Promise<Blob>;
}
export type CreateSurface = (width: number, height: number) => PhotoSurface;

/**
 * The photo as it must be sent: null when it goes as it is (upright, within the side and byte
 * limits, and not to be `convert`ed from another format), else a JPEG drawn upright at the
 * fitted size. Rejects when the browser cannot decode it.
 */
export async function preparePhotoWith(
  file: Blob,
  createSurface: CreateSurface,
  convert = false,
): Promise<Blob | null> {
  const [orientation, type] = await Promise.all([readOrientation(file), sniffPhotoType(file)]);
  // What the decoder leaves to do: it applies JPEG's and PNG's EXIF in Chromium, not WebP's.
  const left = orientation !== 1 && type && !(await decoderOrients(type)) ? orientation : 1;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const upright = uprightSize(bitmap, left);
    if (!convert && file.size <= MAX_PHOTO_BYTES && !needsPreparing(upright, orientation))
      return null;
    const size = fittedSize(upright);
    const drawn = uprightSize(size, left);
    const surface = createSurface(size.width, size.height);
    surface.draw(bitmap, orientationMatrix(left, size), drawn.width, drawn.height);
    return await surface.toJpeg(PREPARED_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawer(context: Context2d | null): PhotoSurface['draw'] {
  if (!context) throw new Error('No 2D context to draw the photo on.');
  context.imageSmoothingQuality = 'high';
  return (image, matrix, width, height) => {
    context.setTransform(...matrix);
    context.drawImage(image, 0, 0, width, height);
  };
}

/** The worker's surface. */
export const offscreenSurface: CreateSurface = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    draw: drawer(canvas.getContext('2d')),
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
};

/** The main thread's surface, where there is no OffscreenCanvas or no module worker. */
export const elementSurface: CreateSurface = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    draw: drawer(canvas.getContext('2d')),
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
          'image/jpeg',
          quality,
        ),
      ),
  };
};
