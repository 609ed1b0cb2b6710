import type { PhotoPrepReply, PhotoPrepRequest } from './photoPrep.worker';
import { elementSurface, preparePhotoWith } from './photoPrepare';

export class PhotoDecodeError extends Error {
  override readonly name = 'PhotoDecodeError';
}

const abortError = () => new DOMException('Preparo cancelado.', 'AbortError');

/** In a module worker (one per photo, ended once it answers or on cancel). */
function inWorker(request: PhotoPrepRequest, signal: AbortSignal | undefined): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./photoPrep.worker.ts', import.meta.url), {
      type: 'module',
      name: 'photo-prep',
    });
    const end = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<PhotoPrepReply>) => {
      end();
      if (event.data.ok) resolve(event.data.photo);
      else reject(new PhotoDecodeError(event.data.error));
    });
    // The worker's script did not load or run: the caller falls back to the main thread.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      end();
      reject(new Error(`photo worker: ${event.message}`));
    });
    worker.postMessage(request);
  });
}

const canDecode = () => typeof createImageBitmap === 'function';
const hasWorkerCanvas = () => typeof Worker === 'function' && typeof OffscreenCanvas === 'function';

/**
 * The bytes to send for `file` (a photo the browser decodes): drawn again from its pixels, with
 * none of its metadata, upright, at most 1600 px on its long side, as a JPEG, decoded and encoded
 * in a worker (the main thread's canvas where there is no OffscreenCanvas or the worker fails);
 * `file` itself only where nothing can decode (Node). Rejects with a `PhotoDecodeError` when the
 * browser cannot decode it, an AbortError on `signal`.
 */
export async function preparePhoto(
  file: Blob,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<Blob> {
  if (!canDecode()) return file;
  if (signal?.aborted) throw abortError();
  let prepared: Blob;
  if (hasWorkerCanvas()) {
    try {
      prepared = await inWorker({ file }, signal);
    } catch (error) {
      if (error instanceof PhotoDecodeError || signal?.aborted) throw error;
      prepared = await onMainThread(file);
    }
  } else prepared = await onMainThread(file);
  if (signal?.aborted) throw abortError();
  return prepared;
}

async function onMainThread(file: Blob): Promise<Blob> {
  try {
    return await preparePhotoWith(file, elementSurface);
  } catch (error) {
    throw new PhotoDecodeError(String(error));
  }
}
