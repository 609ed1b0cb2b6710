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

/** The address a failed dynamic import names in its message (Chromium and Firefox do). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/[^\s'"]+\.m?js)\b/.exec(message)?.[1] ?? null;
}

let retries = 0;

/** Imports a module by address, outside the bundler's graph. */
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * One retry: a request that failed on a dropped connection may work the second time. A browser
 * keeps a failed module for the page's life (HTML's module map), so asking for the same address
 * again never reaches the network: the retry asks for it under a query of its own.
 */
const importRetryingOnce = <T>(
  importer: () => Promise<T>,
  retryUrl: (url: string) => Promise<unknown>,
): Promise<T> =>
  importer()
    .catch((error: unknown) => {
      const url = failedModuleUrl(error);
      retries += 1;
      return url ? (retryUrl(`${url}?retry=${retries}`) as Promise<T>) : importer();
    })
    .catch((error: unknown) => {
      throw new ChunkLoadError('missing', error);
    });

/**
 * Loads a lazy page chunk: a chunk that fails to arrive is retried once; one that has not arrived
 * after the spec's 120 s in all, retry included, rejects with a `ChunkLoadError` that the route's
 * error boundary shows with `Tentar novamente`. A load that hangs is not retried: the browser would
 * only wait again on the same request.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  retryUrl: (url: string) => Promise<unknown> = importUrl,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([importRetryingOnce(importer, retryUrl), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
