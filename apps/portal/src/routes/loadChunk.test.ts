import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, failedModuleUrl, loadChunk } from './loadChunk';

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

  it('retries under another address when the failure names its module (the browser keeps the failure)', async () => {
    const url = 'http://127.0.0.1:4173/assets/Regulamento-B1x_9.js';
    const importer = vi
      .fn()
      .mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const retryUrl = vi.fn().mockResolvedValue({ default: 'page' });
    await expect(loadChunk(importer, retryUrl)).resolves.toEqual({ default: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(retryUrl).toHaveBeenCalledWith(
      expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:4173\/assets\/Regulamento-B1x_9\.js\?retry=\d+$/,
      ),
    );
  });

  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: https://a.b/assets/X-1.js',
      'https://a.b/assets/X-1.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://a.b/assets/X-1.js',
      'https://a.b/assets/X-1.js',
    ],
    ['Safari (no address)', 'Importing a module script failed.', null],
  ])('reads the failed address of %s', (_browser, message, url) => {
    expect(failedModuleUrl(new TypeError(message))).toBe(url);
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

  it('fails with "timeout" when nothing has arrived after 120 s in all', async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const result = settled(loadChunk(importer));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(result.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.outcome).toBeInstanceOf(ChunkLoadError);
    expect((result.outcome as ChunkLoadError).type).toBe('timeout');
    // The hung request is not asked for again: the browser would wait on the same one.
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('counts the retry inside the same 120 s', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<unknown>>()
      .mockImplementationOnce(() => failAfter(100_000))
      .mockImplementation(() => new Promise<never>(() => {}));
    const result = settled(loadChunk(importer));
    await vi.advanceTimersByTimeAsync(100_000);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 100_000);
    expect(result.outcome).toBeInstanceOf(ChunkLoadError);
    expect((result.outcome as ChunkLoadError).type).toBe('timeout');
  });

  it('a retry that arrives before the 120 s are up succeeds', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<unknown>>()
      .mockImplementationOnce(() => failAfter(60_000))
      .mockImplementation(() => arriveAfter(59_000, { default: 'page' }));
    const result = settled(loadChunk(importer));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(result.outcome).toEqual({ default: 'page' });
  });
});

/** A promise's outcome (value or error) once it settles, to read at any fake time. */
function settled(promise: Promise<unknown>): { outcome?: unknown } {
  const state: { outcome?: unknown } = {};
  promise.then(
    (value) => (state.outcome = value),
    (error: unknown) => (state.outcome = error),
  );
  return state;
}

/** A chunk request that fails after `ms` of (fake) time. */
const failAfter = (ms: number): Promise<never> =>
  new Promise((_resolve, reject) =>
    setTimeout(() => reject(new TypeError('Failed to fetch dynamically imported module')), ms),
  );

/** A chunk that arrives after `ms` of (fake) time. */
const arriveAfter = (ms: number, module: unknown): Promise<unknown> =>
  new Promise((resolve) => setTimeout(() => resolve(module), ms));
