import type {
  ContactRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LookUpParticipantRequest,
  LookUpParticipantResponse,
  Participant,
  RegisterRequest,
  RequestCodeRequest,
  TokenPair,
  UpdatePasswordRequest,
  UpdateProfileRequest,
  ValidateTokenRequest,
} from './contract';
import { isNetworkFailure, toErrorLines } from './errors';
import { portalApi, type ApiStore } from './portalApi';
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

/**
 * How every call of the client fails: the lines to show (`toErrorLines`), one per API message, or
 * the generic text. An `Error`, so it keeps a stack, with the `{ messages }` the flows read.
 */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly messages: string[],
    /** The request got no answer at all (see `isNetworkFailure`). */
    readonly network = false,
  ) {
    super(messages.join('\n'));
  }
}

/** Per call: an AbortSignal (an XState `fromPromise` actor's `signal`) cancels the request. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

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
 * The calls the flows need, as plain async functions over the RTK Query endpoints. Each resolves
 * with the answer's data or rejects with an `ApiCallError` (`{ messages }`).
 *
 * Session items: `authenticate` stores the tokens and `userData` (the `login` endpoint does).
 * What a flow waiting for its code keeps in the tab (`accessData`, `firstAccessData`, `MFAToken`)
 * is `pendingAccess`'s, written by the access flow.
 */
export interface ApiClient {
  lookUpParticipant(
    body: LookUpParticipantRequest,
    options?: CallOptions,
  ): Promise<LookUpParticipantResponse>;
  requestCode(body: RequestCodeRequest, options?: CallOptions): Promise<void>;
  /** Call 5 (`login`): stores the tokens and `userData`. */
  authenticate(body: LoginRequest, options?: CallOptions): Promise<TokenPair>;
  register(body: RegisterRequest, options?: CallOptions): Promise<void>;
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
  forgotPassword(body: ForgotPasswordRequest, options?: CallOptions): Promise<void>;
  validateToken(body: ValidateTokenRequest, options?: CallOptions): Promise<void>;
  updatePassword(body: UpdatePasswordRequest, options?: CallOptions): Promise<void>;
  /** Call 1, always from the network (never the cache); also replaces `userData`. */
  getProfile(options?: CallOptions): Promise<Participant>;
  updateProfile(body: UpdateProfileRequest, options?: CallOptions): Promise<void>;
  sendContact(body: ContactRequest, options?: CallOptions): Promise<void>;
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

/** The one place a failure becomes `{ messages }`. */
async function settle<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ApiCallError(toErrorLines(error), isNetworkFailure(error));
  }
}

type Start<TResult> = () => { unwrap(): Promise<TResult>; abort(): void };

/** Starts a request and unwraps it; `signal` aborts it (at once if it already has). */
function unwrapped<TResult>(start: Start<TResult>, signal: AbortSignal | undefined) {
  const request = start();
  if (signal?.aborted) request.abort();
  else signal?.addEventListener('abort', () => request.abort(), { once: true });
  return request.unwrap();
}

/** `unwrapped`, failing with `{ messages }`. */
const call = <TResult>(start: Start<TResult>, signal: AbortSignal | undefined) =>
  settle(() => unwrapped(start, signal));

/**
 * Plain async functions over `store` (one `dispatch(endpoint.initiate(…)).unwrap()` each, the
 * mutations untracked: their results are not kept), so packages that must not know Redux (the
 * flows' actors) can call the api.
 */
export function createApiClient(
  store: ApiStore,
  {
    createXhr = () => new XMLHttpRequest() as unknown as XhrLike,
    preparePhoto = prepareInBrowser,
    warmPhotoPreparation = warmPhotoWorker,
    uploadStallMs,
  }: ApiClientOptions = {},
): ApiClient {
  const { endpoints } = portalApi;

  const done = () => undefined;

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
    lookUpParticipant: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.lookUpParticipant.initiate(body, { track: false })),
        signal,
      ),
    requestCode: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.requestCode.initiate(body, { track: false })),
        signal,
      ).then(done),
    authenticate: (body, { signal } = {}) =>
      call(() => store.dispatch(endpoints.login.initiate(body, { track: false })), signal),
    register: (body, { signal } = {}) =>
      call(() => store.dispatch(endpoints.register.initiate(body, { track: false })), signal).then(
        done,
      ),
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
      const { presignedUrl } = await call(
        () =>
          store.dispatch(
            endpoints.requestUploadUrl.initiate(presignBody(sentType, email), { track: false }),
          ),
        signal,
      );
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
    forgotPassword: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.forgotPassword.initiate(body, { track: false })),
        signal,
      ).then(done),
    validateToken: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.validateToken.initiate(body, { track: false })),
        signal,
      ).then(done),
    updatePassword: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.updatePassword.initiate(body, { track: false })),
        signal,
      ).then(done),
    getProfile: ({ signal } = {}) =>
      call(
        () =>
          store.dispatch(
            endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }),
          ),
        signal,
      ),
    updateProfile: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.updateProfile.initiate(body, { track: false })),
        signal,
      ).then(done),
    sendContact: (body, { signal } = {}) =>
      call(
        () => store.dispatch(endpoints.sendContact.initiate(body, { track: false })),
        signal,
      ).then(done),
  };
}
