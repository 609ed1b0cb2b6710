/** The spec's chunk load timeout: for the whole load, its one retry included. */
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

/** One retry: a request that failed on a dropped connection may work the second time. */
const importRetryingOnce = <T>(importer: () => Promise<T>): Promise<T> =>
  importer()
    .catch(() => importer())
    .catch((error: unknown) => {
      throw new ChunkLoadError('missing', error);
    });

/**
 * Loads a lazy page chunk: a chunk that fails to arrive is retried once; one that has not arrived
 * after the spec's 120 s in all, retry included, rejects with a `ChunkLoadError` that the route's
 * error element shows with `Tentar novamente`. A load that hangs is not retried: the browser would
 * only wait again on the same request.
 */
export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([importRetryingOnce(importer), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
