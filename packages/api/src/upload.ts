import { getApiConfig } from './baseQuery';
import { PATHS, type PresignedUrlRequest } from './contract';
import { RequestError } from './errors';
import { getAccessToken } from './session';

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

export interface UploadPhotoOptions {
  file: PhotoFile;
  /** The participant's e-mail, sent in `POST /presigned-url`. */
  email: string;
  /** Percent sent, 0 to 100, rising; 100 once the PUT succeeded. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
  fetchFn?: typeof fetch;
}

const abortError = () => new DOMException('Envio cancelado.', 'AbortError');

async function requestPresignedUrl(
  body: PresignedUrlRequest,
  fetchFn: typeof fetch,
  signal?: AbortSignal,
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchFn(`${getApiConfig().apiUrl}${PATHS.presignedUrl}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw new RequestError('FETCH_ERROR', String(error));
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new RequestError('PARSING_ERROR', text);
  }
  if (!response.ok) throw new RequestError(response.status, data);
  const presignedUrl = (data as { presignedUrl?: unknown } | null)?.presignedUrl;
  if (typeof presignedUrl !== 'string') throw new RequestError('PARSING_ERROR', data);
  return presignedUrl;
}

function putFile(
  url: string,
  file: Blob,
  createXhr: () => XhrLike,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
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
      } else reject(new RequestError(xhr.status));
    };
    xhr.onerror = () => {
      done();
      reject(new RequestError('FETCH_ERROR'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.send(file);
  });
}

/**
 * Sends the photo: `POST /presigned-url`, then a PUT of the bytes to the presigned URL (its
 * content type, no Authorization header) with progress. Resolves to the `imagemUploadedUrl`.
 * Rejects with the validation message (Error), a `RequestError`, or an AbortError on cancel.
 */
export async function uploadPhoto({
  file,
  email,
  onProgress,
  signal,
  createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
  fetchFn = (...args) => fetch(...args),
}: UploadPhotoOptions): Promise<string> {
  const invalid = validatePhoto(file);
  if (invalid) throw new Error(invalid);
  if (signal?.aborted) throw abortError();
  const presignedUrl = await requestPresignedUrl(
    { email, tipoUpload: 0, contentType: file.type, extensao: photoExtension(file) },
    fetchFn,
    signal,
  );
  onProgress?.(0);
  await putFile(presignedUrl, file, createXhr, onProgress, signal);
  return withoutQuery(presignedUrl);
}
