import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { setupMockBackend } from './testing/harness';

describe('warmPhotoPreparation', () => {
  const ctx = setupMockBackend();

  it('readies the photo’s preparation on demand, with no request', () => {
    const warmPhotoPreparation = vi.fn();
    createApiClient(ctx.store, { warmPhotoPreparation }).warmPhotoPreparation?.();
    expect(warmPhotoPreparation).toHaveBeenCalledTimes(1);
    expect(ctx.requests).toEqual([]);
  });

  it('by default starts the tab’s photo worker: nothing where photos are not prepared in one', () => {
    // Node has no Worker: the default readies nothing, and does not throw.
    expect(() => createApiClient(ctx.store).warmPhotoPreparation?.()).not.toThrow();
  });
});
