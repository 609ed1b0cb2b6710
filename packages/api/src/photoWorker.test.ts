import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoPrepReply, PhotoPrepRequest } from './photoPrep.worker';
import { PHOTO_WORKER_IDLE_MS, createPhotoWorker, type PhotoWorkerPort } from './photoWorker';

// Each test gets a fresh module, so a fresh tab worker: the module keeps one for the tab's life.
let { PhotoDecodeError, preparePhoto, warmPhotoWorker } = await import('./preparePhoto');

type Listener = (event: never) => void;

/** A Worker of `photoPrep.worker.ts` that answers when the test says so. */
class FakeWorker implements PhotoWorkerPort {
  static made: FakeWorker[] = [];
  readonly posted: PhotoPrepRequest[] = [];
  terminated = false;
  private readonly listeners: Record<'message' | 'error', Listener[]> = { message: [], error: [] };

  constructor(
    readonly url?: URL,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }

  addEventListener(type: 'message' | 'error', listener: Listener) {
    this.listeners[type].push(listener);
  }
  postMessage(request: PhotoPrepRequest) {
    if (this.terminated) throw new Error('posted to a terminated worker');
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }

  /** Answers the request of `file` (by the id it was sent with). */
  reply(file: Blob, answer: { photo: Blob } | { error: string }) {
    const request = this.posted.find((posted) => posted.file === file);
    if (!request) throw new Error('no such request');
    const data: PhotoPrepReply =
      'photo' in answer
        ? { id: request.id, ok: true, photo: answer.photo }
        : { id: request.id, ok: false, error: answer.error };
    for (const listener of this.listeners.message) listener({ data } as never);
  }
  /** Its script failed (did not load, or threw). */
  fail(message: string) {
    const event = { message, preventDefault: vi.fn() };
    for (const listener of this.listeners.error) listener(event as never);
    return event;
  }
}

const only = () => {
  expect(FakeWorker.made).toHaveLength(1);
  return FakeWorker.made[0]!;
};
const last = () => FakeWorker.made.at(-1)!;

/** Lets the awaits between `preparePhoto` and its worker's postMessage run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name);
const jpeg = (name: string) => new Blob([name], { type: 'image/jpeg' });

/** What the main thread's canvas would make: a photo prepared without the worker. */
const MAIN_THREAD_JPEG = new Blob(['main thread'], { type: 'image/jpeg' });

/** A browser with module workers and OffscreenCanvas; its main-thread canvas is a fake too. */
function stubBrowser() {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 40, height: 30, close: vi.fn() })),
  );
  const context = {
    canvas: { width: 40, height: 30 },
    setTransform: vi.fn(),
    fillRect: vi.fn(),
    drawImage: vi.fn(),
    imageSmoothingQuality: 'low',
    fillStyle: '',
  };
  vi.stubGlobal('document', {
    createElement: vi.fn(() => ({
      width: 0,
      height: 0,
      getContext: () => context,
      toBlob: (done: (blob: Blob | null) => void) => done(MAIN_THREAD_JPEG),
    })),
  });
}

beforeEach(async () => {
  FakeWorker.made = [];
  stubBrowser();
  vi.resetModules();
  ({ PhotoDecodeError, preparePhoto, warmPhotoWorker } = await import('./preparePhoto'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('preparePhoto in the tab’s photo worker', () => {
  it('prepares photo after photo in one worker, of photoPrep.worker.ts, as a module', async () => {
    const first = preparePhoto(photo('a.jpg'));
    await settle();
    const worker = only();
    expect(worker.url?.pathname).toMatch(/photoPrep\.worker\.ts$/);
    expect(worker.options).toMatchObject({ type: 'module' });
    worker.reply(worker.posted[0]!.file, { photo: jpeg('a') });
    await expect(first).resolves.toEqual(jpeg('a'));
    expect(worker.terminated).toBe(false);

    const b = photo('b.jpg');
    const second = preparePhoto(b);
    await settle();
    expect(only()).toBe(worker);
    worker.reply(b, { photo: jpeg('b') });
    await expect(second).resolves.toEqual(jpeg('b'));
    expect(worker.posted.map(({ id }) => id)).toEqual([
      worker.posted[0]!.id,
      worker.posted[0]!.id + 1,
    ]);
  });

  it('answers concurrent photos each to its own caller, whatever the order of the answers', async () => {
    const [a, b] = [photo('a.jpg'), photo('b.jpg')];
    const first = preparePhoto(a);
    const second = preparePhoto(b);
    await settle();
    const worker = only();
    expect(worker.posted).toHaveLength(2);
    expect(new Set(worker.posted.map(({ id }) => id)).size).toBe(2);
    worker.reply(b, { photo: jpeg('b') });
    worker.reply(a, { photo: jpeg('a') });
    await expect(first).resolves.toEqual(jpeg('a'));
    await expect(second).resolves.toEqual(jpeg('b'));
  });

  it('starts the worker when warmed, before any photo, and prepares the next photo in it', async () => {
    warmPhotoWorker();
    const worker = only();
    expect(worker.posted).toEqual([]);
    warmPhotoWorker();
    expect(only()).toBe(worker);
    const a = photo('a.jpg');
    const prepared = preparePhoto(a);
    await settle();
    expect(only()).toBe(worker);
    worker.reply(a, { photo: jpeg('a') });
    await expect(prepared).resolves.toEqual(jpeg('a'));
  });

  it('warms nothing where photos are not prepared in a worker', () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    warmPhotoWorker();
    expect(FakeWorker.made).toEqual([]);
  });

  it('terminates the worker on a cancel; the next photo gets a new one', async () => {
    const controller = new AbortController();
    const cancelled = preparePhoto(photo('a.jpg'), { signal: controller.signal });
    await settle();
    const worker = only();
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker.terminated).toBe(true);

    const b = photo('b.jpg');
    const next = preparePhoto(b);
    await settle();
    expect(FakeWorker.made).toHaveLength(2);
    last().reply(b, { photo: jpeg('b') });
    await expect(next).resolves.toEqual(jpeg('b'));
  });

  it('refuses a photo the worker cannot decode, with no fallback, and keeps the worker', async () => {
    const a = photo('a.jpg');
    const refused = preparePhoto(a);
    await settle();
    only().reply(a, { error: 'InvalidStateError: The source image could not be decoded.' });
    await expect(refused).rejects.toBeInstanceOf(PhotoDecodeError);
    expect(document.createElement).not.toHaveBeenCalled();
    expect(only().terminated).toBe(false);
  });

  it('falls back to the main thread when the worker fails, and tries a new worker next time', async () => {
    const [a, b] = [photo('a.jpg'), photo('b.jpg')];
    const first = preparePhoto(a);
    const second = preparePhoto(b);
    await settle();
    const worker = only();
    const event = worker.fail('Failed to fetch a worker script.');
    expect(event.preventDefault).toHaveBeenCalled();
    await expect(first).resolves.toBe(MAIN_THREAD_JPEG);
    await expect(second).resolves.toBe(MAIN_THREAD_JPEG);
    expect(worker.terminated).toBe(true);

    const c = photo('c.jpg');
    const third = preparePhoto(c);
    await settle();
    expect(FakeWorker.made).toHaveLength(2);
    last().reply(c, { photo: jpeg('c') });
    await expect(third).resolves.toEqual(jpeg('c'));
  });

  it('falls back to the main thread when no worker can be made', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    await expect(preparePhoto(photo('a.jpg'))).resolves.toBe(MAIN_THREAD_JPEG);
  });

  it('lets an idle worker go after a while; the next photo gets a new one', async () => {
    vi.useFakeTimers();
    warmPhotoWorker();
    const worker = only();
    vi.advanceTimersByTime(PHOTO_WORKER_IDLE_MS - 1);
    expect(worker.terminated).toBe(false);

    // Kept however long a photo takes; idle again from its answer.
    const a = photo('a.jpg');
    const prepared = preparePhoto(a);
    await settle();
    vi.advanceTimersByTime(PHOTO_WORKER_IDLE_MS * 2);
    expect(worker.terminated).toBe(false);
    worker.reply(a, { photo: jpeg('a') });
    await expect(prepared).resolves.toEqual(jpeg('a'));
    vi.advanceTimersByTime(PHOTO_WORKER_IDLE_MS - 1);
    expect(worker.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(worker.terminated).toBe(true);

    const b = photo('b.jpg');
    const next = preparePhoto(b);
    await settle();
    expect(FakeWorker.made).toHaveLength(2);
    last().reply(b, { photo: jpeg('b') });
    await expect(next).resolves.toEqual(jpeg('b'));
  });
});

describe('createPhotoWorker', () => {
  const setup = () => {
    const made: FakeWorker[] = [];
    const worker = createPhotoWorker({
      create: () => {
        const fake = new FakeWorker();
        made.push(fake);
        return fake;
      },
      idleMs: 1000,
    });
    return { worker, made };
  };

  it('goes on with a photo in flight in a new worker when another one is cancelled', async () => {
    const { worker, made } = setup();
    const [a, b] = [photo('a.jpg'), photo('b.jpg')];
    const controller = new AbortController();
    const cancelled = worker.prepare(a, controller.signal);
    const kept = worker.prepare(b);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(made).toHaveLength(2);
    expect(made[0]!.terminated).toBe(true);
    expect(made[1]!.posted.map(({ file }) => file)).toEqual([b]);
    made[1]!.reply(b, { photo: jpeg('b') });
    await expect(kept).resolves.toMatchObject({ ok: true, photo: jpeg('b') });
  });

  it('ignores a cancel once answered, and an answer it did not ask for', async () => {
    const { worker, made } = setup();
    const a = photo('a.jpg');
    const controller = new AbortController();
    const prepared = worker.prepare(a, controller.signal);
    made[0]!.reply(a, { photo: jpeg('a') });
    made[0]!.reply(a, { photo: jpeg('again') });
    await expect(prepared).resolves.toMatchObject({ ok: true, photo: jpeg('a') });
    controller.abort();
    expect(made[0]!.terminated).toBe(false);
  });

  it('refuses at once a photo whose signal is already aborted, starting no worker', async () => {
    const { worker, made } = setup();
    await expect(worker.prepare(photo('a.jpg'), AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(made).toEqual([]);
  });
});
