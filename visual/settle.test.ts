import { describe, expect, it } from 'vitest';
import { MAX_SHOT_HEIGHT, shotClip } from './settle';

describe('shotClip', () => {
  it('ends a story 16 px below its lowest box (rounded up), across the full width', () => {
    expect(shotClip({ width: 1280, pageHeight: 800, paintedBottom: 59.2 })).toEqual({
      x: 0,
      y: 0,
      width: 1280,
      height: 76,
    });
  });

  it('never goes past the page or MAX_SHOT_HEIGHT, and is at least 1 px', () => {
    expect(shotClip({ width: 375, pageHeight: 800, paintedBottom: 800 }).height).toBe(800);
    expect(shotClip({ width: 375, pageHeight: 9000, paintedBottom: 8000 }).height).toBe(
      MAX_SHOT_HEIGHT,
    );
    expect(shotClip({ width: 375, pageHeight: 800, paintedBottom: 0 }).height).toBe(16);
    expect(shotClip({ width: 375, pageHeight: 0, paintedBottom: 0 }).height).toBe(1);
  });

  it('takes a page at its full length, whatever it paints', () => {
    expect(
      shotClip({ width: 375, pageHeight: 3085, paintedBottom: 900 }, { fullLength: true }).height,
    ).toBe(3085);
    expect(
      shotClip({ width: 375, pageHeight: 7000, paintedBottom: 900 }, { fullLength: true }).height,
    ).toBe(MAX_SHOT_HEIGHT);
  });
});
