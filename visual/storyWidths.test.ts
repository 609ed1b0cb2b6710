import { describe, expect, it } from 'vitest';
import { nearestWidth, pxWidth } from './storyWidths';

describe('storyWidths', () => {
  it('reads a width given in px, and nothing else', () => {
    expect(pxWidth('375px')).toBe(375);
    expect(pxWidth('100%')).toBeUndefined();
    expect(pxWidth(undefined)).toBeUndefined();
  });

  it('hands a story to the worker of the closest review width', () => {
    expect(nearestWidth(375, [375, 1280])).toBe(375);
    expect(nearestWidth(768, [375, 1280])).toBe(375);
    expect(nearestWidth(992, [375, 1280])).toBe(1280);
  });
});
