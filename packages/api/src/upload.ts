import type { PresignedUrlRequest } from './contract';
import { PHOTO_EXTENSIONS, type PhotoType } from './photoType';
import { UPLOAD_STALL_MS, createStallTimer } from './stallTimer';

/** `imagemUploadedUrl`: the presigned URL without its query string (nor fragment). */
export const withoutQuery = (url: string): string => url.replace(/[?#].*$/, '');

/** The part of XMLHttpRequest the upload uses; injectable for tests in Node. */
export interface XhrLike {
  readonly status: number;
  readonly upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
}

/** The body of `POST /presigned-url` for a photo of (sniffed) `type`. */
export function presignBody(type: PhotoType, email: string): PresignedUrlRequest {
  return { email, tipoUpload: 0, contentType: type, extensao: PHOTO_EXTENSIONS[type] };
}

const abortError = () => new DOMException('Envio cancelado.', 'AbortError');

/** The PUT went `UPLOAD_STALL_MS` with no progress and no answer: it was given up. */
export class UploadStalledError extends Error {
  override readonly name = 'UploadStalledError';
  constructor() {
    super("The photo's PUT stalled: no progress and no answer.");
  }
}

export interface PutPhotoOptions {
  createXhr: () => XhrLike;
  /** Percent sent, rising: 0 as the PUT starts, up to 99 while sending, 100 once it succeeded. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** No progress and no answer for this long fails the PUT. Default `UPLOAD_STALL_MS`. */
  stallMs?: number | undefined;
}

/**
 * Call 8: the PUT of the bytes to the presigned URL, with the file's content type and no
 * Authorization header, through XMLHttpRequest for its upload progress (fetch has none).
 * Rejects with an Error naming the failure, an `UploadStalledError` when it stalls, or an
 * AbortError on cancel.
 */
export function putPhoto(
  url: string,
  file: Blob,
  { createXhr, onProgress, signal, stallMs = UPLOAD_STALL_MS }: PutPhotoOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = createXhr();
    let last = -1;
    const report = (percent: number) => {
      if (percent > last) {
        last = percent;
        onProgress?.(percent);
      }
    };
    let stalled = false;
    const stall = createStallTimer(stallMs, () => {
      stalled = true;
      xhr.abort();
    });
    const onAbort = () => xhr.abort();
    const done = () => {
      stall.stop();
      signal?.removeEventListener('abort', onAbort);
    };
    xhr.upload.onprogress = (event) => {
      stall.touch();
      if (event.lengthComputable && event.total > 0) {
        report(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        report(100);
        resolve();
      } else reject(new Error(`The photo's PUT was answered ${xhr.status}.`));
    };
    xhr.onerror = () => {
      done();
      reject(new Error("The photo's PUT failed on the network."));
    };
    xhr.onabort = () => {
      done();
      reject(stalled ? new UploadStalledError() : abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    report(0);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.send(file);
    stall.touch();
  });
}
