import { readOrientation } from './exifOrientation';
import { decoderOrients } from './orientationProbe';
import {
  JPEG_QUALITIES,
  PREPARED_MAX_BYTES,
  downscaleSteps,
  fittedSize,
  orientationMatrix,
  uprightSize,
  type Matrix,
} from './photoGeometry';
import { sniffPhotoType } from './photoType';

/** A canvas of either kind: `OffscreenCanvas` in the worker, `<canvas>` on the main thread. */
export interface PhotoSurface {
  /** Draws `image` at `width`×`height` through `matrix` (the orientation left to apply), on white. */
  draw(image: ImageBitmap, matrix: Matrix, width: number, height: number): void;
  /** What is drawn, as an image to draw again. */
  snapshot(): Promise<ImageBitmap>;
  toJpeg(quality: number): Promise<Blob>;
}
export type CreateSurface = (width: number, height: number) => PhotoSurface;

const AS_IT_IS: Matrix = [1, 0, 0, 1, 0, 0];

/** The surface's JPEG at the first quality that weighs at most PREPARED_MAX_BYTES (else the last). */
async function withinBytes(surface: PhotoSurface): Promise<Blob> {
  let jpeg: Blob | null = null;
  for (const quality of JPEG_QUALITIES) {
    jpeg = await surface.toJpeg(quality);
    if (jpeg.size <= PREPARED_MAX_BYTES) break;
  }
  return jpeg!;
}

/**
 * The photo as it is sent: a JPEG drawn from its pixels, upright, at the fitted size, of at most
 * PREPARED_MAX_BYTES where the encoder allows. Every photo is drawn again, whatever its size:
 * nothing of the file but its pixels leaves the phone (no EXIF, XMP or IPTC, no location).
 * Transparent pixels become white. Rejects when the browser cannot decode it.
 */
export async function preparePhotoWith(file: Blob, createSurface: CreateSurface): Promise<Blob> {
  const [orientation, type] = await Promise.all([readOrientation(file), sniffPhotoType(file)]);
  // What the decoder leaves to do: it applies JPEG's and PNG's EXIF in Chromium, not WebP's.
  const left = orientation !== 1 && type && !(await decoderOrients(type)) ? orientation : 1;
  let image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fittedSize(uprightSize(image, left));
    const drawn = uprightSize(size, left);
    const steps = downscaleSteps(image, drawn);
    for (const step of steps.slice(0, -1)) {
      const surface = createSurface(step.width, step.height);
      surface.draw(image, AS_IT_IS, step.width, step.height);
      const smaller = await surface.snapshot();
      image.close();
      image = smaller;
    }
    const surface = createSurface(size.width, size.height);
    surface.draw(image, orientationMatrix(left, size), drawn.width, drawn.height);
    return await withinBytes(surface);
  } finally {
    image.close();
  }
}

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function drawer(context: Context2d | null): PhotoSurface['draw'] {
  if (!context) throw new Error('No 2D context to draw the photo on.');
  context.imageSmoothingQuality = 'high';
  return (image, matrix, width, height) => {
    // A JPEG has no transparency: what was transparent is white, not black.
    context.setTransform(...AS_IT_IS);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    context.setTransform(...matrix);
    context.drawImage(image, 0, 0, width, height);
  };
}

/** The worker's surface. */
export const offscreenSurface: CreateSurface = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  return {
    draw: drawer(canvas.getContext('2d')),
    snapshot: () => createImageBitmap(canvas),
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
    snapshot: () => createImageBitmap(canvas),
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
