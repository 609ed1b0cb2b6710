import { describe, expect, it } from 'vitest';
import {
  fittedSize,
  isOrientation,
  downscaleSteps,
  orientationMatrix,
  uprightSize,
  type Matrix,
} from './photoGeometry';

describe('uprightSize', () => {
  it('swaps the sides for the quarter turns (5 to 8) only', () => {
    const stored = { width: 4000, height: 3000 };
    for (const o of [1, 2, 3, 4] as const) expect(uprightSize(stored, o)).toEqual(stored);
    for (const o of [5, 6, 7, 8] as const) {
      expect(uprightSize(stored, o)).toEqual({ width: 3000, height: 4000 });
    }
  });
});

describe('fittedSize', () => {
  it('scales the long side down to 1600, keeping the proportions', () => {
    expect(fittedSize({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize({ width: 4032, height: 3024 })).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize({ width: 1601, height: 10 })).toEqual({ width: 1600, height: 10 });
  });
  it('never upscales', () => {
    expect(fittedSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
    expect(fittedSize({ width: 1600, height: 1600 })).toEqual({ width: 1600, height: 1600 });
  });
  it('keeps at least one pixel on a very thin photo', () => {
    expect(fittedSize({ width: 10_000, height: 1 })).toEqual({ width: 1600, height: 1 });
  });
});

describe('downscaleSteps', () => {
  it('halves while still more than twice the target, then draws the target', () => {
    expect(downscaleSteps({ width: 4000, height: 3000 }, { width: 1600, height: 1200 })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1600, height: 1200 },
    ]);
    expect(downscaleSteps({ width: 12000, height: 9000 }, { width: 1600, height: 1200 })).toEqual([
      { width: 6000, height: 4500 },
      { width: 3000, height: 2250 },
      { width: 1600, height: 1200 },
    ]);
  });
  it('draws a picture already near its size (or smaller) once', () => {
    expect(downscaleSteps({ width: 1600, height: 1200 }, { width: 1600, height: 1200 })).toEqual([
      { width: 1600, height: 1200 },
    ]);
    expect(downscaleSteps({ width: 3200, height: 2400 }, { width: 1600, height: 1200 })).toEqual([
      { width: 1600, height: 1200 },
    ]);
  });
});

describe('isOrientation', () => {
  it('takes 1 to 8', () => {
    expect([0, 1, 8, 9, 1.5].map(isOrientation)).toEqual([false, true, true, false, false]);
  });
});

describe('orientationMatrix', () => {
  const apply = ([a, b, c, d, e, f]: Matrix, [x, y]: [number, number]) => [
    a * x + c * y + e,
    b * x + d * y + f,
  ];
  // The stored image is 4×2; where its top-left, top-right and bottom-left corners land upright.
  const stored = { width: 4, height: 2 };
  it.each([
    [1, [0, 0], [4, 0], [0, 2]],
    [2, [4, 0], [0, 0], [4, 2]],
    [3, [4, 2], [0, 2], [4, 0]],
    [4, [0, 2], [4, 2], [0, 0]],
    [5, [0, 0], [0, 4], [2, 0]],
    [6, [2, 0], [2, 4], [0, 0]],
    [7, [2, 4], [2, 0], [0, 4]],
    [8, [0, 4], [0, 0], [2, 4]],
  ] as const)(
    'orientation %i puts the corners where EXIF says',
    (o, topLeft, topRight, bottomLeft) => {
      const matrix = orientationMatrix(o, uprightSize(stored, o));
      expect(apply(matrix, [0, 0])).toEqual(topLeft);
      expect(apply(matrix, [4, 0])).toEqual(topRight);
      expect(apply(matrix, [0, 2])).toEqual(bottomLeft);
    },
  );
});
