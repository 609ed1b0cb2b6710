import { EXIF_HEAD_BYTES, exifOrientation } from './exifOrientation';
import { PREPARED_JPEG_QUALITY, fittedSize, needsPreparing } from './photoGeometry';

/** A canvas of either kind: `OffscreenCanvas` in the worker, `<canvas>` on the main thread. */
export interface PhotoSurface {
  draw(image: ImageBitmap): void;
  toJpeg(quality: number): Promise<Blob>;
}
export type CreateSurface = (width: number, height: number) => PhotoSurface;

/**
 * The photo as it must be sent: null when it goes as it is (upright and within the limit, and
 * not to be `convert`ed from another format), else a JPEG drawn upright at the fitted size.
 * Rejects when the browser cannot decode it.
 */
export async function preparePhotoWith(
  file: Blob,
  createSurface: CreateSurface,
  convert = false,
): Promise<Blob | null> {
  const head = new Uint8Array(await file.slice(0, EXIF_HEAD_BYTES).arrayBuffer());
  const orientation = exifOrientation(head);
  // Decoded upright: the bitmap's size is already the shown one.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    if (!convert && !needsPreparing(bitmap, orientation)) return null;
    const { width, height } = fittedSize(bitmap);
    const surface = createSurface(width, height);
    surface.draw(bitmap);
    return await surface.toJpeg(PREPARED_JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawer(context: Context2d | null, width: number, height: number) {
  if (!context) throw new Error('No 2D context to draw the photo on.');
  context.imageSmoothingQuality = 'high';
  return (image: ImageBitmap) => context.drawImage(image, 0, 0, width, height);
}

/** The worker's surface. */
export const offscreenSurface: CreateSurface = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    draw: drawer(canvas.getContext('2d'), width, height),
    toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
  };
};

/** The main thread's surface, where there is no OffscreenCanvas or no module worker. */
export const elementSurface: CreateSurface = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    draw: drawer(canvas.getContext('2d'), width, height),
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
