/**
 * The CSS transform that shows stored pixels upright for an EXIF orientation (1 to 8); `none` for
 * any other value. About the centre: in the square preview, a quarter turn stays in the box.
 */
const LINEAR: Record<number, readonly [number, number, number, number]> = {
  1: [1, 0, 0, 1],
  2: [-1, 0, 0, 1], // mirrored
  3: [-1, 0, 0, -1], // half turn
  4: [1, 0, 0, -1], // upside down, mirrored
  5: [0, 1, 1, 0], // transposed
  6: [0, 1, -1, 0], // a quarter turn clockwise
  7: [0, -1, -1, 0], // transversed
  8: [0, -1, 1, 0], // a quarter turn anticlockwise
};

export function previewTransform(orientation: number): string {
  const linear = LINEAR[orientation];
  return linear && orientation !== 1 ? `matrix(${linear.join(', ')}, 0, 0)` : 'none';
}
