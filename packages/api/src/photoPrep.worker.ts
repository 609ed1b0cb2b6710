/// <reference lib="webworker" />
import { offscreenSurface, preparePhotoWith } from './photoPrepare';

/** One photo in, its prepared bytes out, off the main thread. */
export type PhotoPrepReply = { ok: true; photo: Blob } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** What the page sends: the photo. */
export interface PhotoPrepRequest {
  file: Blob;
}

scope.addEventListener('message', ({ data }: MessageEvent<PhotoPrepRequest>) => {
  preparePhotoWith(data.file, offscreenSurface).then(
    (photo) => scope.postMessage({ ok: true, photo } satisfies PhotoPrepReply),
    (error: unknown) =>
      scope.postMessage({ ok: false, error: String(error) } satisfies PhotoPrepReply),
  );
});
