import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accessActors, type AccessClient } from './accessActors';
import { NEXT_FRAME_LIMIT_MS, afterNextFrame } from './afterNextFrame';

/** A page that draws a frame when the test says so (`frame()`), visible until `hide()`. */
function stubPage() {
  let callbacks: FrameRequestCallback[] = [];
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  page.visibilityState = 'visible';
  vi.stubGlobal('document', page);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return {
    frame() {
      const due = callbacks;
      callbacks = [];
      for (const callback of due) callback(performance.now());
    },
    hide() {
      page.visibilityState = 'hidden';
      page.dispatchEvent(new Event('visibilitychange'));
    },
    page,
  };
}

/** Whether `promise` has settled after the tasks queued so far (and `ms` more). */
async function settledWithin(promise: Promise<unknown>, ms = 0) {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

describe('afterNextFrame', () => {
  it('resolves at once where nothing draws (Node)', async () => {
    await expect(settledWithin(afterNextFrame())).resolves.toBe(true);
  });

  it('waits for the next frame, then for a task after it', async () => {
    vi.useFakeTimers();
    try {
      const { frame } = stubPage();
      const waited = afterNextFrame();
      let done = false;
      void waited.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(NEXT_FRAME_LIMIT_MS - 1);
      expect(done).toBe(false);
      frame();
      await Promise.resolve();
      // Not in the frame's own task: in one after it.
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not wait for a frame in a hidden tab, or once the tab is hidden', async () => {
    const { hide, page } = stubPage();
    const waited = afterNextFrame();
    expect(await settledWithin(waited, 5)).toBe(false);
    hide();
    expect(await settledWithin(waited)).toBe(true);
    page.visibilityState = 'hidden';
    expect(await settledWithin(afterNextFrame())).toBe(true);
  });

  it('does not wait longer than NEXT_FRAME_LIMIT_MS for a frame that never comes', async () => {
    vi.useFakeTimers();
    try {
      stubPage();
      let done = false;
      void afterNextFrame().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(NEXT_FRAME_LIMIT_MS);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the uploadPhoto actor, started by the tap on Cadastrar', () => {
  const client = () =>
    ({
      uploadPhoto: vi.fn(async () => 'https://storage.example/uploads/eu.jpg'),
    }) as Partial<AccessClient> as AccessClient;
  const input = {
    file: new File(['x'], 'eu.jpg', { type: 'image/jpeg' }),
    email: 'nova@jornada.demo',
    onProgress: () => undefined,
  };

  it('calls the client (which reads, prepares and sends the photo) only after the next frame', async () => {
    const { frame } = stubPage();
    const api = client();
    const actor = createActor(accessActors(api).uploadPhoto, { input }).start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(api.uploadPhoto).not.toHaveBeenCalled();

    frame();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ imagemUploadedUrl: 'https://storage.example/uploads/eu.jpg' });
    expect(api.uploadPhoto).toHaveBeenCalledWith(
      { file: input.file, email: input.email, onProgress: input.onProgress },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('calls nothing when stopped (Cancelar, a panel left) before that frame', async () => {
    const { frame } = stubPage();
    const api = client();
    const actor = createActor(accessActors(api).uploadPhoto, { input }).start();
    actor.stop();
    frame();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.uploadPhoto).not.toHaveBeenCalled();
  });
});
