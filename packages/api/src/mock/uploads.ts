/**
 * The photo's storage: call 7 presigns a URL, which takes one PUT of the photo within
 * PRESIGNED_URL_TTL_MS (call 8); the storage serves the uploads and the avatar art back.
 */
import { HttpResponse, http, type HttpHandler } from 'msw';
import { PATHS, type PresignedUrlRequest } from '../contract';
import { MAX_PHOTO_BYTES, type PhotoType } from '../photoType';
import { avatarFile } from './avatarArt';
import { apiRoute, type MockContext } from './context';
import { MOCK_MESSAGES as M } from './messages';
import { readBody } from './readBody';
import { fail, ok } from './responses';
import { SEEDED_PORTRAITS } from './seed';
import { randomHex } from './state';
import { sessionEmail } from './tokens';
import { evictUploads } from './uploadEviction';

/** A presigned URL takes one PUT within this (api-contract). */
export const PRESIGNED_URL_TTL_MS = 5 * 60 * 1000;

/** The only content types the storage takes (the contract's photos), with their extensions. */
const EXTENSIONS: Record<PhotoType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};
const isPhotoType = (type: string): type is PhotoType => Object.hasOwn(EXTENSIONS, type);

/** `unlessHeld`: what a PUT awaits before its photo is kept and answered (the controls). */
export function uploadHandlers(ctx: MockContext, unlessHeld: () => Promise<void>): HttpHandler[] {
  const { store, codes, settings } = ctx;
  const { now, uploadOrigin } = settings;

  /**
   * Who may ask where to put a photo: a participant's session, or the first access whose code
   * was e-mailed and is still good (the photo comes before the registration, with no session).
   */
  const mayUpload = (request: Request, email: string) =>
    sessionEmail(store, request, now()) === email || codes.isOpen(email);

  return [
    // 7
    http.post(apiRoute(ctx, PATHS.presignedUrl), async ({ request }) => {
      const { body, error } = await readBody<PresignedUrlRequest>(request, {
        email: 'email',
        tipoUpload: 'zero',
        contentType: 'text',
        extensao: 'extension',
      });
      if (error) return error;
      const who = store.participants.get(body.email.toLowerCase());
      if (!who) return fail(400, M.emailNotFound);
      if (!mayUpload(request, who.email)) return fail(403, M.presignNotAllowed);
      if (!isPhotoType(body.contentType)) return fail(400, M.notPhotoType);
      if (!EXTENSIONS[body.contentType].includes(body.extensao)) {
        return fail(400, M.extensionMismatch);
      }
      const file = `${randomHex(12)}.${body.extensao}`;
      const signature = randomHex(16);
      const expiresAt = now() + PRESIGNED_URL_TTL_MS;
      store.uploads.set(file, {
        file,
        email: who.email,
        contentType: body.contentType,
        signature,
        createdAt: now(),
        expiresAt,
        bytes: null,
      });
      evictUploads(store, now());
      const origin = uploadOrigin?.() ?? new URL(request.url).origin;
      return HttpResponse.json({
        presignedUrl: `${origin}/uploads/${file}?signature=${signature}&expires=${Math.floor(expiresAt / 1000)}`,
      });
    }),
    // 8
    http.put('*/uploads/:file', async ({ request, params }) => {
      const upload = store.uploads.get(String(params.file));
      const signature = new URL(request.url).searchParams.get('signature');
      if (!upload || signature !== upload.signature) return fail(403, M.uploadSignature);
      // One PUT per presigned URL, within its time.
      if (upload.expiresAt <= now()) return fail(403, M.uploadExpired);
      if (request.headers.has('authorization')) return fail(400, M.uploadAuthorization);
      if (request.headers.get('content-type') !== upload.contentType)
        return fail(403, M.uploadContentType);
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.byteLength === 0) return fail(400, M.uploadEmpty);
      if (bytes.byteLength > MAX_PHOTO_BYTES) return fail(400, M.uploadTooLarge);
      // Taken: a second PUT, even one sent while this one is held, is refused.
      upload.expiresAt = 0;
      await unlessHeld();
      upload.bytes = bytes;
      evictUploads(store, now());
      return ok();
    }),
    http.get('*/uploads/:file', ({ params }) => {
      const upload = store.uploads.get(String(params.file));
      if (!upload) return undefined;
      if (!upload.bytes) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(upload.bytes.slice().buffer, {
        headers: {
          'Content-Type': upload.contentType,
          'Cache-Control': 'public, max-age=3600',
          // What the contract asks of the storage: never sniffed, never run as a page.
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': 'sandbox',
        },
      });
    }),
    http.get('*/avatars/:file', ({ params }) => {
      const svg = avatarFile(String(params.file), SEEDED_PORTRAITS);
      if (!svg) return undefined;
      return new HttpResponse(svg, {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
  ];
}
