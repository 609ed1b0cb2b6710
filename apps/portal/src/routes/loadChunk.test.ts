import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './loadChunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('returns the module when the first load works', async () => {
    const importer = vi.fn().mockResolvedValue({ default: 'page' });
    await expect(loadChunk(importer)).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries a missing chunk once and succeeds', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'page' });
    await expect(loadChunk(importer)).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry with a "missing" error', async () => {
    const importer = vi
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const error = await loadChunk(importer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('times out after the spec’s 120 s, retries, then fails with "timeout"', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const result = loadChunk(importer).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('timeout');
  });

  it('a slow first load that times out can succeed on the retry', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn()
      .mockImplementationOnce(() => new Promise<never>(() => {}))
      .mockResolvedValue({ default: 'page' });
    const result = loadChunk(importer);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ default: 'page' });
  });
});
