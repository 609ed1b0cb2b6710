import { describe, expect, it } from 'vitest';
import { previewTransform } from './previewTransform';

/** Where a CSS `matrix(a, b, c, d, 0, 0)` puts a point (x right, y down, about the centre). */
function apply(transform: string, [x, y]: [number, number]): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1] =
    transform === 'none' ? [] : transform.slice(7, -1).split(', ').map(Number);
  return [a * x + c * y, b * x + d * y];
}

// The stored image's top-left and top-right corners, about its centre.
const TOP_LEFT: [number, number] = [-1, -1];
const TOP_RIGHT: [number, number] = [1, -1];

describe('previewTransform', () => {
  // Where EXIF says the stored first row's two ends are seen (TIFF 6.0, tag 274).
  it.each([
    [1, [-1, -1], [1, -1]],
    [2, [1, -1], [-1, -1]],
    [3, [1, 1], [-1, 1]],
    [4, [-1, 1], [1, 1]],
    [5, [-1, -1], [-1, 1]],
    [6, [1, -1], [1, 1]],
    [7, [1, 1], [1, -1]],
    [8, [-1, 1], [-1, -1]],
  ])('orientation %i shows the stored first row where EXIF says', (orientation, left, right) => {
    const transform = previewTransform(orientation);
    expect(apply(transform, TOP_LEFT).map((n) => n + 0)).toEqual(left);
    expect(apply(transform, TOP_RIGHT).map((n) => n + 0)).toEqual(right);
  });

  it('leaves the image as it is for 1 or anything that is no orientation', () => {
    expect([1, 0, 9, Number.NaN].map(previewTransform)).toEqual(['none', 'none', 'none', 'none']);
  });
});
