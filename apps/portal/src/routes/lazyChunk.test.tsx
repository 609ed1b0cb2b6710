import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazyChunk';
import { pendingSpell } from './pageLoads';

const page = { default: () => null };
const campaign = { default: ({ name }: { name: string }) => <h1>{name}</h1> };

/** What a first render shows: the page, or the fallback while it waits for the chunk. */
const firstRender = (chunk: ReturnType<typeof lazyChunk<{ name: string }>>) =>
  renderToString(
    <Suspense fallback={<p>carregando</p>}>
      <chunk.Component name="Consumo" />
    </Suspense>,
  );
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

  it('renders a page whose chunk has arrived at once, without waiting or showing progress', async () => {
    const chunk = lazyChunk(() => Promise.resolve(campaign));
    expect(firstRender(chunk)).toContain('carregando');
    expect(chunk.loaded()).toBe(false);

    chunk.prefetch();
    await settle();
    const preloading = chunk.preload();
    expect(pendingSpell()).toBeUndefined();
    await preloading;

    expect(chunk.loaded()).toBe(true);
    const shown = firstRender(chunk);
    expect(shown).toContain('<h1>Consumo</h1>');
    expect(shown).not.toContain('carregando');
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
