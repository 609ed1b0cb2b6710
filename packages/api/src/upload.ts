import type { PresignedUrlRequest } from './contract';

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_NOT_IMAGE = 'Selecione uma imagem (JPG, PNG ou WEBP).';
export const PHOTO_TOO_LARGE = 'A foto deve ter no máximo 15 MB.';

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
};

/** What `uploadPhoto` needs of a `File`. */
export interface PhotoFile extends Blob {
  readonly name: string;
}

/** The pt-BR reason to refuse the photo before any request, or null when it may be sent. */
export function validatePhoto(file: Pick<PhotoFile, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_NOT_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** Extension in lower case without the dot, from the file name or else its type. */
export function photoExtension(file: Pick<PhotoFile, 'name' | 'type'>): string {
  const fromName = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1];
  if (fromName) return fromName.toLowerCase();
  return (
    EXTENSION_BY_TYPE[file.type] ??
    file.type
      .replace(/^image\//, '')
      .replace(/\W.*$/, '')
      .toLowerCase()
  );
}

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

/** The body of `POST /presigned-url` for `file`. */
export function presignBody(
  file: Pick<PhotoFile, 'name' | 'type'>,
  email: string,
): PresignedUrlRequest {
  return { email, tipoUpload: 0, contentType: file.type, extensao: photoExtension(file) };
}

const abortError = () => new DOMException('Envio cancelado.', 'AbortError');

export interface PutPhotoOptions {
  createXhr: () => XhrLike;
  /** Percent sent, rising: 0 as the PUT starts, up to 99 while sending, 100 once it succeeded. */
  onProgress?: ((percent: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Call 8: the PUT of the bytes to the presigned URL, with the file's content type and no
 * Authorization header, through XMLHttpRequest for its upload progress (fetch has none).
 * Rejects with an Error naming the failure, or an AbortError on cancel.
 */
export function putPhoto(
  url: string,
  file: Blob,
  { createXhr, onProgress, signal }: PutPhotoOptions,
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
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
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
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    report(0);
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.send(file);
  });
}
