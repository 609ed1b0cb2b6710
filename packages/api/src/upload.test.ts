import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { GENERIC_ERROR, PHOTO_UPLOAD_FAILED } from './messages';
import { getAccessToken } from './session';
import { FakeXhr } from './testing/fakeXhr';
import { CODE, TEST_CONFIG, setupMockBackend } from './testing/harness';
import {
  CHOSEN_PHOTO_TOO_LARGE,
  MAX_CHOSEN_PHOTO_BYTES,
  MAX_PHOTO_BYTES,
  PHOTO_REFUSED,
  PHOTO_TOO_LARGE,
} from './photoType';
import { presignBody } from './upload';

const ctx = setupMockBackend();
const client = (createXhr = () => new FakeXhr()) => createApiClient(ctx.store, { createXhr });

const photo = (
  name = 'Selfie.PNG',
  type = 'image/png',
  bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2]),
) => new File([bytes], name, { type });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('should reject'),
    (error: unknown) => error,
  );

describe('presignBody', () => {
  it('describes the sniffed type: contentType and extensao', () => {
    expect(presignBody('image/jpeg', 'nova@jornada.demo')).toEqual({
      email: 'nova@jornada.demo',
      tipoUpload: 0,
      contentType: 'image/jpeg',
      extensao: 'jpg',
    });
    expect(presignBody('image/webp', 'a@b.c')).toMatchObject({ extensao: 'webp' });
  });
});

describe('uploadPhoto', () => {
  // The storage presigns for a first access whose code was e-mailed (or a session).
  beforeEach(() => {
    for (const email of ['nova@jornada.demo', 'ana@jornada.demo']) {
      ctx.mock.store.codes.set(email, { code: CODE, expiresAt: ctx.clock.now + 600_000 });
    }
  });

  it('asks for a presigned URL, PUTs the bytes with their type and no Authorization, progress up to 100', async () => {
    await ctx.login();
    const progress: number[] = [];
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 9, 8, 7, 6]);
    const url = await client().uploadPhoto({
      file: photo('Selfie.PNG', 'image/png', bytes),
      email: 'ana@jornada.demo',
      onProgress: (percent) => progress.push(percent),
    });
    const presign = ctx.requests.find((r) => r.url.pathname === '/api/presigned-url');
    expect(presign?.url.origin).toBe(new URL(TEST_CONFIG.apiUrl).origin);
    expect(presign?.authorization).toBe(`Bearer ${getAccessToken()}`);
    const put = ctx.requests.find((r) => r.method === 'PUT');
    expect(put?.authorization).toBeNull();
    expect(put?.url.searchParams.get('signature')).toBeTruthy();
    expect(url).toBe(`${put?.url.origin}${put?.url.pathname}`);
    expect(url).toMatch(/^http:\/\/api\.test\/uploads\/[0-9a-f]+\.png$/);
    expect(progress).toEqual([0, 25, 50, 75, 99, 100]);
    const stored = [...ctx.mock.store.uploads.values()][0];
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.bytes).toEqual(bytes);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('renews the session when the presign is answered 401, retries it once and sends the photo', async () => {
    const first = await ctx.login();
    ctx.server.use(
      http.post('*/api/presigned-url', () => HttpResponse.json([], { status: 401 }), {
        once: true,
      }),
    );
    const url = await client().uploadPhoto({ file: photo(), email: 'ana@jornada.demo' });
    expect(url).toMatch(/\/uploads\/[0-9a-f]+\.png$/);
    expect(ctx.count('POST', '/api/presigned-url')).toBe(2);
    expect(ctx.count('POST', '/api/auth/refresh-token')).toBe(1);
    expect(getAccessToken()).not.toBe(first.accessToken);
    expect(ctx.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it('sends the type sniffed from the bytes, not the name nor the browser type', async () => {
    await ctx.login();
    const url = await client().uploadPhoto({
      file: photo('retrato.jpg', 'image/jpeg'),
      email: 'ana@jornada.demo',
    });
    const stored = [...ctx.mock.store.uploads.values()][0];
    expect(stored).toMatchObject({
      contentType: 'image/png',
      file: expect.stringMatching(/\.png$/),
    });
    expect(FakeXhr.last?.headers.get('content-type')).toBe('image/png');
    expect(url).toMatch(/\.png$/);
  });

  it('refuses what is not a photo by its content, or a chosen file over 50 MB, with its own line, before any request', async () => {
    let created = 0;
    const api = client(() => {
      created += 1;
      return new FakeXhr();
    });
    const bigBytes = new Uint8Array(MAX_CHOSEN_PHOTO_BYTES + 1);
    bigBytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
    const big = new File([bigBytes], 'big.png', { type: 'image/png' });
    const text = (name: string, type: string) =>
      new File([new TextEncoder().encode('<svg><script>alert(1)</script></svg>')], name, { type });
    for (const [file, line] of [
      [text('foto.svg', 'image/svg+xml'), PHOTO_REFUSED],
      [text('foto.jpg', 'image/jpeg'), PHOTO_REFUSED],
      [big, CHOSEN_PHOTO_TOO_LARGE],
    ] as const) {
      await expect(
        failure(api.uploadPhoto({ file, email: 'ana@jornada.demo' })),
      ).resolves.toMatchObject({ messages: [line] });
    }
    expect(ctx.requests).toEqual([]);
    expect(created).toBe(0);
  });

  it('cancels through the AbortSignal while sending', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const promise = client().uploadPhoto(
      {
        file: photo(),
        email: 'ana@jornada.demo',
        onProgress: (percent) => {
          progress.push(percent);
          if (percent === 50) controller.abort();
        },
      },
      { signal: controller.signal },
    );
    await expect(failure(promise)).resolves.toMatchObject({ messages: [GENERIC_ERROR] });
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(progress).toEqual([0, 25, 50]);
    expect(ctx.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('fails with the server lines when the presign is refused', async () => {
    await expect(
      failure(client().uploadPhoto({ file: photo(), email: 'ninguem@jornada.demo' })),
    ).resolves.toMatchObject({ messages: ['E-mail não encontrado.'] });
  });

  it('fails with the photo line when the storage refuses the PUT', async () => {
    class WrongType extends FakeXhr {
      override setRequestHeader(name: string) {
        super.setRequestHeader(name, 'image/gif');
      }
    }
    await expect(
      failure(
        client(() => new WrongType()).uploadPhoto({ file: photo(), email: 'ana@jornada.demo' }),
      ),
    ).resolves.toMatchObject({ messages: [PHOTO_UPLOAD_FAILED] });
    expect(ctx.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('gives up a PUT with no progress and no answer after the stall delay; a retry asks a new URL', async () => {
    /** The storage takes the bytes and never answers. */
    class Held extends FakeXhr {
      override send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      }
    }
    const held = createApiClient(ctx.store, { createXhr: () => new Held(), uploadStallMs: 50 });
    const started = Date.now();
    await expect(
      failure(held.uploadPhoto({ file: photo(), email: 'ana@jornada.demo' })),
    ).resolves.toMatchObject({ messages: [PHOTO_UPLOAD_FAILED] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(FakeXhr.last?.aborted).toBe(true);

    const url = await client().uploadPhoto({ file: photo(), email: 'ana@jornada.demo' });
    expect(ctx.count('POST', '/api/presigned-url')).toBe(2);
    expect(ctx.mock.store.uploads.get(url.split('/').pop()!)?.bytes).not.toBeNull();
  });

  it('sends the prepared photo as a JPEG: contentType, extensao and bytes of what is sent', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]);
    const prepared: Blob[] = [];
    const api = createApiClient(ctx.store, {
      createXhr: () => new FakeXhr(),
      preparePhoto: (file) => {
        prepared.push(file);
        return Promise.resolve(jpeg);
      },
    });
    const file = photo();
    const url = await api.uploadPhoto({ file, email: 'ana@jornada.demo' });
    expect(prepared).toEqual([file]);
    expect(url).toMatch(/\.jpg$/);
    const stored = [...ctx.mock.store.uploads.values()][0];
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.bytes).toEqual(new Uint8Array(await jpeg.arrayBuffer()));
  });

  it('prepares a photo once for its retries, again only after a failed preparation', async () => {
    let calls = 0;
    const api = createApiClient(ctx.store, {
      createXhr: () => new FakeXhr(),
      preparePhoto: (file) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve(file);
      },
    });
    const file = photo();
    await expect(
      failure(api.uploadPhoto({ file, email: 'ana@jornada.demo' })),
    ).resolves.toBeTruthy();
    await api.uploadPhoto({ file, email: 'ana@jornada.demo' });
    await api.uploadPhoto({ file, email: 'ana@jornada.demo' });
    expect(calls).toBe(2);
    await api.uploadPhoto({ file: photo(), email: 'ana@jornada.demo' });
    expect(calls).toBe(3);
  });

  it('refuses a photo the browser cannot decode, before any request', async () => {
    const api = createApiClient(ctx.store, {
      createXhr: () => new FakeXhr(),
      preparePhoto: () => Promise.reject(new Error('cannot decode')),
    });
    await expect(
      failure(api.uploadPhoto({ file: photo(), email: 'ana@jornada.demo' })),
    ).resolves.toMatchObject({ messages: [PHOTO_REFUSED] });
    expect(ctx.requests).toEqual([]);
  });

  it('checks the 15 MB on what is sent: a 16 MB camera file prepared small goes', async () => {
    await ctx.login();
    const camera = new Uint8Array(MAX_PHOTO_BYTES + 1024 * 1024);
    camera.set([0xff, 0xd8, 0xff, 0xe1]);
    const small = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])]);
    const api = createApiClient(ctx.store, {
      createXhr: () => new FakeXhr(),
      preparePhoto: () => Promise.resolve(small),
    });
    const url = await api.uploadPhoto({
      file: new File([camera], 'IMG.jpg'),
      email: 'ana@jornada.demo',
    });
    expect(ctx.mock.store.uploads.get(url.split('/').pop()!)?.bytes).toHaveLength(small.size);
  });

  it('refuses a prepared photo over 15 MB with the 15 MB line, before any request', async () => {
    const api = createApiClient(ctx.store, {
      createXhr: () => new FakeXhr(),
      preparePhoto: () => Promise.resolve(new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)])),
    });
    await expect(
      failure(api.uploadPhoto({ file: photo(), email: 'ana@jornada.demo' })),
    ).resolves.toMatchObject({ messages: [PHOTO_TOO_LARGE] });
    expect(ctx.requests).toEqual([]);
  });
});
