/// <reference lib="webworker" />
import { offscreenSurface, preparePhotoWith } from './photoPrepare';

/** What the page sends: a photo, and the id its answer carries back. */
export interface PhotoPrepRequest {
  id: number;
  file: Blob;
}

/** A photo's prepared bytes, or why it could not be prepared, with its request's id. */
export type PhotoPrepReply =
  { id: number; ok: true; photo: Blob } | { id: number; ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/**
 * The tab's photo worker (`photoWorker.ts`): it lives on from photo to photo, each request
 * answered under its own id, off the main thread.
 */
scope.addEventListener('message', ({ data: { id, file } }: MessageEvent<PhotoPrepRequest>) => {
  preparePhotoWith(file, offscreenSurface).then(
    (photo) => scope.postMessage({ id, ok: true, photo } satisfies PhotoPrepReply),
    (error: unknown) =>
      scope.postMessage({ id, ok: false, error: String(error) } satisfies PhotoPrepReply),
  );
});
