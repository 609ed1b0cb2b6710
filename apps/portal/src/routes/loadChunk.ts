/** The spec's chunk load timeout. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;
  constructor(type: ChunkFailure, cause?: unknown) {
    super(type === 'timeout' ? 'Loading a page chunk timed out.' : 'A page chunk failed to load.', {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.type = type;
  }
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error));
      },
    );
  });
}

/**
 * Loads a lazy page chunk: a failure (missing or timed out) is retried once, then rejects with a
 * `ChunkLoadError` that the route's error element shows with `Tentar novamente`.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  { retries = 1, timeoutMs = CHUNK_TIMEOUT_MS }: { retries?: number; timeoutMs?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withTimeout(importer(), timeoutMs);
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError;
