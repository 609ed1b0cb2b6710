import { elementSurface, preparePhotoWith } from './photoPrepare';
import { abortError, createPhotoWorker, type PhotoWorker } from './photoWorker';

export class PhotoDecodeError extends Error {
  override readonly name = 'PhotoDecodeError';
}

let tabWorker: PhotoWorker | null = null;

/** The tab's one photo worker (`photoWorker.ts`): made when first needed, kept between photos. */
function photoWorker(): PhotoWorker {
  tabWorker ??= createPhotoWorker({
    create: () =>
      new Worker(new URL('./photoPrep.worker.ts', import.meta.url), {
        type: 'module',
        name: 'photo-prep',
      }),
  });
  return tabWorker;
}

/** In the tab's worker; its refusal to decode is a `PhotoDecodeError`. */
async function inWorker(file: Blob, signal: AbortSignal | undefined): Promise<Blob> {
  const reply = await photoWorker().prepare(file, signal);
  if (reply.ok) return reply.photo;
  throw new PhotoDecodeError(reply.error);
}

const canDecode = () => typeof createImageBitmap === 'function';
const hasWorkerCanvas = () => typeof Worker === 'function' && typeof OffscreenCanvas === 'function';

/**
 * Gets the photo worker ready (its script loaded and run) before a photo is sent: called when
 * the participant chooses one. Nothing where photos are prepared on the main thread or not at all.
 */
export function warmPhotoWorker(): void {
  if (canDecode() && hasWorkerCanvas()) photoWorker().warm();
}

/**
 * The bytes to send for `file` (a photo the browser decodes): drawn again from its pixels, with
 * none of its metadata, upright, at most 1600 px on its long side, as a JPEG, decoded and encoded
 * in the tab's photo worker (the main thread's canvas where there is no OffscreenCanvas or the
 * worker fails); `file` itself only where nothing can decode (Node). Rejects with a
 * `PhotoDecodeError` when the browser cannot decode it, an AbortError on `signal`.
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
      prepared = await inWorker(file, signal);
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
