import type { PhotoPrepReply, PhotoPrepRequest } from './photoPrep.worker';

/**
 * How long the photo worker is kept with nothing to prepare, from its start (a photo chosen) or
 * its last answer: long enough for the rest of the form, then a cheap phone gets its memory back.
 */
export const PHOTO_WORKER_IDLE_MS = 60_000;

/** What the tab's photo worker is to its page: a `Worker` of `photoPrep.worker.ts` (a fake in tests). */
export interface PhotoWorkerPort {
  postMessage(request: PhotoPrepRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: { data: PhotoPrepReply }) => void): void;
  addEventListener(
    type: 'error',
    listener: (event: { message: string; preventDefault(): void }) => void,
  ): void;
}

export interface PhotoWorker {
  /** Starts the worker now if there is none (its script loads while the participant goes on). */
  warm(): void;
  /**
   * `file` prepared by the worker: its reply (the photo, or why it could not be prepared).
   * Rejects with an AbortError on `signal`, which ends the worker (the only way to stop a decode;
   * another preparation in flight goes on in a new one), or with an Error when the worker fails
   * (its script did not load or threw), so that the caller prepares on the main thread.
   */
  prepare(file: Blob, signal?: AbortSignal): Promise<PhotoPrepReply>;
  /** Ends the worker now; what it was preparing fails as if it had. The next photo starts another. */
  release(): void;
}

export const abortError = () => new DOMException('Preparo cancelado.', 'AbortError');

interface Job {
  id: number;
  file: Blob;
  answer: (reply: PhotoPrepReply) => void;
  fail: (error: unknown) => void;
}

/** A started worker and what it is preparing, by id. */
interface Running {
  port: PhotoWorkerPort;
  jobs: Map<number, Job>;
  idle: ReturnType<typeof setTimeout> | undefined;
}

/**
 * One photo worker for the tab, made by `create` when first needed (`warm` or `prepare`), kept
 * from photo to photo, each request matched to its answer by an id, and let go after `idleMs`
 * without work, on a cancelled preparation or when it fails.
 */
export function createPhotoWorker({
  create,
  idleMs = PHOTO_WORKER_IDLE_MS,
}: {
  create: () => PhotoWorkerPort;
  idleMs?: number;
}): PhotoWorker {
  let running: Running | null = null;
  let lastId = 0;

  const stopIdleTimer = (run: Running) => {
    clearTimeout(run.idle);
    run.idle = undefined;
  };
  const startIdleTimer = (run: Running) => {
    stopIdleTimer(run);
    if (run.jobs.size === 0) run.idle = setTimeout(() => end(run), idleMs);
  };

  /** Terminates `run`'s worker; its jobs are handed back, to fail or to go to another worker. */
  function end(run: Running): Job[] {
    stopIdleTimer(run);
    run.port.terminate();
    if (running === run) running = null;
    const jobs = [...run.jobs.values()];
    run.jobs.clear();
    return jobs;
  }

  function start(): Running {
    if (running) return running;
    const run: Running = { port: create(), jobs: new Map(), idle: undefined };
    run.port.addEventListener('message', ({ data }) => {
      const job = run.jobs.get(data.id);
      if (!job) return;
      run.jobs.delete(data.id);
      startIdleTimer(run);
      job.answer(data);
    });
    // Its script did not load or threw: whatever it was preparing falls back to the main thread.
    run.port.addEventListener('error', (event) => {
      event.preventDefault();
      for (const job of end(run)) job.fail(new Error(`photo worker: ${event.message}`));
    });
    running = run;
    startIdleTimer(run);
    return run;
  }

  /** Sends `job` to the worker, started if need be; if that fails, so does the job. */
  function post(job: Job) {
    try {
      const run = start();
      run.jobs.set(job.id, job);
      stopIdleTimer(run);
      run.port.postMessage({ id: job.id, file: job.file });
    } catch (error) {
      // No worker could be made here (e.g. blocked): the caller prepares on the main thread.
      if (running?.jobs.delete(job.id)) startIdleTimer(running);
      job.fail(error);
    }
  }

  return {
    warm() {
      try {
        if (running) startIdleTimer(running);
        else start();
      } catch {
        // No worker here: the preparation itself will try again, then use the main thread.
      }
    },

    prepare(file, signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise<PhotoPrepReply>((resolve, reject) => {
        const id = (lastId += 1);
        const onAbort = () => {
          const run = running;
          if (!run?.jobs.has(id)) return;
          run.jobs.delete(id);
          // The decode cannot be stopped but with its worker: the others go on in a new one.
          const others = end(run);
          for (const other of others) post(other);
          reject(abortError());
        };
        const settled = () => signal?.removeEventListener('abort', onAbort);
        signal?.addEventListener('abort', onAbort, { once: true });
        const job: Job = {
          id,
          file,
          answer: (reply) => {
            settled();
            resolve(reply);
          },
          fail: (error) => {
            settled();
            reject(error);
          },
        };
        post(job);
      });
    },

    release() {
      if (!running) return;
      for (const job of end(running)) job.fail(new Error('photo worker: released'));
    },
  };
}
