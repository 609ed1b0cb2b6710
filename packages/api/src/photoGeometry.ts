/**
 * The sizes of a prepared photo (pure): the contract sends it upright, at most `MAX_PHOTO_SIDE`
 * on its long side, never upscaled.
 */

export const MAX_PHOTO_SIDE = 1600;
/** The re-encoded photo's JPEG quality (the "about 0.85"). */
export const PREPARED_JPEG_QUALITY = 0.85;

/** EXIF orientation: 1 is upright; 5 to 8 turn the picture a quarter, swapping its sides. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface Size {
  width: number;
  height: number;
}

export const isOrientation = (value: number): value is Orientation =>
  Number.isInteger(value) && value >= 1 && value <= 8;

/** The size of the stored pixels once shown as `orientation` says. */
export function uprightSize({ width, height }: Size, orientation: Orientation): Size {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** `size` scaled to fit `maxSide` on its long side, keeping its proportions; never larger. */
export function fittedSize({ width, height }: Size, maxSide = MAX_PHOTO_SIDE): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A photo already upright and within the limit goes as it is; any other is re-encoded. */
export const needsPreparing = (upright: Size, orientation: Orientation, maxSide = MAX_PHOTO_SIDE) =>
  orientation !== 1 || Math.max(upright.width, upright.height) > maxSide;

/** A canvas transform `[a, b, c, d, e, f]`, as `setTransform` takes it. */
export type Matrix = readonly [number, number, number, number, number, number];

/**
 * The transform that draws the stored pixels upright on a canvas of the upright `size`, for a
 * decoder that did not apply `orientation` (the image is drawn at its stored proportions).
 */
export function orientationMatrix(orientation: Orientation, { width, height }: Size): Matrix {
  const matrices: Record<Orientation, Matrix> = {
    1: [1, 0, 0, 1, 0, 0],
    2: [-1, 0, 0, 1, width, 0],
    3: [-1, 0, 0, -1, width, height],
    4: [1, 0, 0, -1, 0, height],
    5: [0, 1, 1, 0, 0, 0],
    6: [0, 1, -1, 0, width, 0],
    7: [0, -1, -1, 0, width, height],
    8: [0, -1, 1, 0, 0, height],
  };
  return matrices[orientation];
}
