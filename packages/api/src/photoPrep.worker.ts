/// <reference lib="webworker" />
import { offscreenSurface, preparePhotoWith } from './photoPrepare';

/** One photo in, its prepared bytes out (null: send it as it is), off the main thread. */
export type PhotoPrepReply = { ok: true; photo: Blob | null } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** What the page sends: the photo, and whether it must become a JPEG whatever its size. */
export interface PhotoPrepRequest {
  file: Blob;
  convert: boolean;
}

scope.addEventListener('message', ({ data }: MessageEvent<PhotoPrepRequest>) => {
  preparePhotoWith(data.file, offscreenSurface, data.convert).then(
    (photo) => scope.postMessage({ ok: true, photo } satisfies PhotoPrepReply),
    (error: unknown) =>
      scope.postMessage({ ok: false, error: String(error) } satisfies PhotoPrepReply),
  );
});
