import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazyChunk';
import { pendingSpell } from './pageLoads';

const page = { default: () => null };
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('lazyChunk', () => {
  it('prefetches without showing the progress bar, and a navigation then loads nothing again', async () => {
    const importer = vi.fn().mockResolvedValue(page);
    const chunk = lazyChunk(importer);

    chunk.prefetch();
    expect(pendingSpell()).toBeUndefined();
    await settle();
    await chunk.preload();

    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('counts a load the page waits for as pending until it settles', async () => {
    let arrive: (module: typeof page) => void = () => undefined;
    const chunk = lazyChunk(() => new Promise<typeof page>((done) => (arrive = done)));

    const waiting = chunk.preload();
    expect(pendingSpell()).toBeDefined();
    arrive(page);
    await waiting;
    expect(pendingSpell()).toBeUndefined();
  });

  it('lets a navigation try again when the idle prefetch failed (the signal came back)', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(page);
    const chunk = lazyChunk(importer);

    chunk.prefetch();
    await settle();
    expect(importer).toHaveBeenCalledTimes(2); // loadChunk's own retry
    await chunk.preload();

    expect(importer).toHaveBeenCalledTimes(3);
  });
});
