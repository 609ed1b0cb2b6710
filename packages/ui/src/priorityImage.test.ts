import { describe, expect, it } from 'vitest';
import { imageLoading } from './priorityImage';

describe('imageLoading', () => {
  it('makes a priority image eager with high fetch priority, whatever loading says', () => {
    expect(imageLoading(true)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading(true, 'lazy')).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('leaves any other image its loading, without a fetch priority', () => {
    expect(imageLoading(false)).toEqual({ loading: undefined });
    expect(imageLoading(false, 'lazy')).toEqual({ loading: 'lazy' });
  });
});
