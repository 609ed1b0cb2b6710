/// <reference lib="webworker" />
import { offscreenSurface, preparePhotoWith } from './photoPrepare';

/** One photo in, its prepared bytes out (null: send it as it is), off the main thread. */
export type PhotoPrepReply = { ok: true; photo: Blob | null } | { ok: false; error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<Blob>) => {
  preparePhotoWith(event.data, offscreenSurface).then(
    (photo) => scope.postMessage({ ok: true, photo } satisfies PhotoPrepReply),
    (error: unknown) =>
      scope.postMessage({ ok: false, error: String(error) } satisfies PhotoPrepReply),
  );
});
