import { toErrorLines } from './errors';
import {
  ApiCallError,
  endpointCalls,
  sendOf,
  type CallOptions,
  type EndpointCalls,
} from './endpointCalls';
import type { ApiStore } from './portalApi';
import { PHOTO_UPLOAD_FAILED } from './messages';
import {
  MAX_PHOTO_BYTES,
  PHOTO_REFUSED,
  PHOTO_TOO_LARGE,
  checkPhoto,
  type PhotoType,
} from './photoType';
import { preparePhoto as prepareInBrowser, warmPhotoWorker } from './preparePhoto';
import { presignBody, putPhoto, withoutQuery, type XhrLike } from './upload';

export { ApiCallError, type CallOptions } from './endpointCalls';

export interface UploadPhotoInput {
  /** Its type is decided by its content (`checkPhoto`), not its name or `type`. */
  file: Blob;
  /** The participant's e-mail (sent in `POST /presigned-url`). */
  email: string;
  /**
   * Percent of the prepared photo's bytes sent, 0 to 100; the first call (0) says that the
   * preparation is over and the sending begins.
   */
  onProgress?: ((percent: number) => void) | undefined;
}

/**
 * The calls the flows need, as plain async functions over the RTK Query endpoints: one per endpoint
 * (`EndpointCalls`, typed from it), and the photo's upload. Each resolves with the answer's data
 * or rejects with an `ApiCallError` (`{ messages }`).
 *
 * Session items: `authenticate` stores the tokens and `userData` (the `login` endpoint does).
 * What a flow waiting for its code keeps in the tab (`accessData`, `firstAccessData`, `MFAToken`)
 * is `pendingAccess`'s, written by the access flow.
 */
export interface ApiClient extends EndpointCalls {
  /**
   * Prepares the photo (upright, ≤ 1600 px, JPEG: `preparePhoto`), then calls 7 and 8 with
   * progress; resolves to the `imagemUploadedUrl` (no query string). A photo is prepared once
   * per client, however many times it is sent. Each call asks a new
   * presigned URL, so a retry never reuses an expired or half-written one. A failed, refused or
   * stalled PUT fails with `PHOTO_UPLOAD_FAILED`.
   */
  uploadPhoto(input: UploadPhotoInput, options?: CallOptions): Promise<string>;
  /**
   * A photo was chosen: what prepares it gets ready (the tab's photo worker starts), so that
   * `uploadPhoto` finds it loaded. Optional: without it the worker starts with the first photo.
   */
  warmPhotoPreparation?(): void;
}

export interface ApiClientOptions {
  /** For the upload's PUT (tests in Node, where there is no XMLHttpRequest). */
  createXhr?: () => XhrLike;
  /** Makes the bytes to send from the chosen photo. Default: in a worker (`preparePhoto`). */
  preparePhoto?: typeof prepareInBrowser;
  /** Gets `preparePhoto` ready when a photo is chosen. Default: starts the tab's photo worker. */
  warmPhotoPreparation?: () => void;
  /** No progress and no answer for this long fails the PUT. Default `UPLOAD_STALL_MS` (30 s). */
  uploadStallMs?: number;
}

/** The api client over `store`: `endpointCalls`, and the photo's upload. */
export function createApiClient(
  store: ApiStore,
  {
    createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
    preparePhoto = prepareInBrowser,
    warmPhotoPreparation = warmPhotoWorker,
    uploadStallMs,
  }: ApiClientOptions = {},
): ApiClient {
  const requestUploadUrl = sendOf(store, 'requestUploadUrl');
  // A retry after a stall sends the photo prepared the first time (a failed preparation is not kept).
  const prepared = new WeakMap<Blob, Promise<Blob>>();
  const prepareOnce = (file: Blob, signal: AbortSignal | undefined) => {
    let photo = prepared.get(file);
    if (!photo) {
      photo = preparePhoto(file, { signal });
      prepared.set(file, photo);
      photo.catch(() => prepared.delete(file));
    }
    return photo;
  };

  return {
    ...endpointCalls(store),
    uploadPhoto: async ({ file, email, onProgress }, { signal } = {}) => {
      // The photo's own problem (not a photo by its content, too large) is its line.
      const { type, refusal } = await checkPhoto(file);
      if (refusal !== null) throw new ApiCallError([refusal]);
      const photo = await prepareOnce(file, signal).catch((error: unknown) => {
        // Sniffed as a photo, but the browser cannot decode it: as good as not a photo.
        throw new ApiCallError(signal?.aborted ? toErrorLines(error) : [PHOTO_REFUSED]);
      });
      // The limit is on what is sent: a 20 MB camera file that became 500 kB goes.
      if (photo.size > MAX_PHOTO_BYTES) throw new ApiCallError([PHOTO_TOO_LARGE]);
      // Sent with the sniffed type (whatever the browser guessed from the name), or as the JPEG made.
      const sentType: PhotoType = photo === file ? type : 'image/jpeg';
      const { presignedUrl } = await requestUploadUrl(presignBody(sentType, email), { signal });
      const body = photo.slice(0, photo.size, sentType);
      try {
        await putPhoto(presignedUrl, body, {
          createXhr,
          onProgress,
          signal,
          stallMs: uploadStallMs,
        });
      } catch (error) {
        throw new ApiCallError(signal?.aborted ? toErrorLines(error) : [PHOTO_UPLOAD_FAILED]);
      }
      return withoutQuery(presignedUrl);
    },
    warmPhotoPreparation: () => warmPhotoPreparation(),
  };
}
