import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG, setupMockBackend } from './testing/harness';
import {
  MAX_PHOTO_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  photoExtension,
  uploadPhoto,
  validatePhoto,
  type XhrLike,
} from './upload';

const ctx = setupMockBackend();

const photo = (
  name = 'Selfie.PNG',
  type = 'image/png',
  bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 4]),
) => new File([bytes], name, { type });

/** An XMLHttpRequest stand-in: reports progress in four steps, then sends the bytes with fetch. */
class FakeXhr implements XhrLike {
  static last: FakeXhr | null = null;
  status = 0;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  method = '';
  url = '';
  headers = new Headers();
  aborted = false;
  constructor(private readonly pauseAt?: number) {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: Blob) {
    void (async () => {
      for (const step of [1, 2, 3, 4]) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (this.aborted) return;
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: (body.size * step) / 4,
          total: body.size,
        });
        if (this.pauseAt === step) return;
      }
      const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
      this.status = response.status;
      this.onload?.();
    })();
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

describe('validatePhoto', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, null],
    [{ type: 'image/webp', size: MAX_PHOTO_BYTES }, null],
    [{ type: 'application/pdf', size: 1000 }, PHOTO_NOT_IMAGE],
    [{ type: '', size: 1000 }, PHOTO_NOT_IMAGE],
    [{ type: 'image/png', size: MAX_PHOTO_BYTES + 1 }, PHOTO_TOO_LARGE],
  ])('%o -> %s', (file, message) => {
    expect(validatePhoto(file)).toBe(message);
  });

  it('takes the extension from the name, else from the type, lower case without the dot', () => {
    expect(photoExtension({ name: 'Foto.JPG', type: 'image/jpeg' })).toBe('jpg');
    expect(photoExtension({ name: 'foto', type: 'image/webp' })).toBe('webp');
    expect(photoExtension({ name: 'foto', type: 'image/jpeg' })).toBe('jpg');
  });
});

describe('uploadPhoto', () => {
  it('asks for a presigned URL, PUTs the bytes with their type and no Authorization, progress up to 100', async () => {
    await ctx.login();
    const progress: number[] = [];
    const bytes = new Uint8Array([137, 80, 78, 71, 9, 8, 7, 6, 5]);
    const url = await uploadPhoto({
      file: photo('Selfie.PNG', 'image/png', bytes),
      email: 'ana@jornada.demo',
      onProgress: (percent) => progress.push(percent),
      createXhr: () => new FakeXhr(),
    });
    const presign = ctx.requests.find((r) => r.url.pathname === '/api/presigned-url');
    expect(presign?.url.origin).toBe(new URL(TEST_CONFIG.apiUrl).origin);
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

  it('sends the presign body of the contract', async () => {
    const bodies: unknown[] = [];
    await uploadPhoto({
      file: photo('retrato.jpeg', 'image/jpeg'),
      email: 'nova@jornada.demo',
      createXhr: () => new FakeXhr(),
      fetchFn: async (input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return fetch(input, init);
      },
    });
    expect(bodies).toEqual([
      { email: 'nova@jornada.demo', tipoUpload: 0, contentType: 'image/jpeg', extensao: 'jpeg' },
    ]);
  });

  it('refuses a non-image or a file over 15 MB before any request', async () => {
    const createXhr = vi.fn(() => new FakeXhr());
    await expect(
      uploadPhoto({
        file: photo('doc.pdf', 'application/pdf'),
        email: 'ana@jornada.demo',
        createXhr,
      }),
    ).rejects.toThrow(PHOTO_NOT_IMAGE);
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadPhoto({ file: big, email: 'ana@jornada.demo', createXhr })).rejects.toThrow(
      PHOTO_TOO_LARGE,
    );
    expect(ctx.requests).toEqual([]);
    expect(createXhr).not.toHaveBeenCalled();
  });

  it('cancels through the AbortSignal while sending', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const promise = uploadPhoto({
      file: photo(),
      email: 'ana@jornada.demo',
      signal: controller.signal,
      onProgress: (percent) => {
        progress.push(percent);
        if (percent === 50) controller.abort();
      },
      createXhr: () => new FakeXhr(),
    });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
    expect(progress).toEqual([0, 25, 50]);
    expect(ctx.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('rejects with the server lines when the presign is refused', async () => {
    await expect(
      uploadPhoto({ file: photo(), email: 'ninguem@jornada.demo', createXhr: () => new FakeXhr() }),
    ).rejects.toMatchObject({ status: 400, data: [{ message: 'E-mail não encontrado.' }] });
  });

  it('rejects when the storage refuses the PUT', async () => {
    class WrongType extends FakeXhr {
      override setRequestHeader(name: string) {
        super.setRequestHeader(name, 'image/gif');
      }
    }
    await expect(
      uploadPhoto({ file: photo(), email: 'ana@jornada.demo', createXhr: () => new WrongType() }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
