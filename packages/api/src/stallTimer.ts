/** How long an upload may go without progress nor an answer before it counts as stalled. */
export const UPLOAD_STALL_MS = 30_000;

export interface StallTimer {
  /** Something moved: the wait starts again. */
  touch(): void;
  stop(): void;
}

/** Calls `onStall` once `ms` pass without a `touch` (started by the first one). */
export function createStallTimer(ms: number, onStall: () => void): StallTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  return {
    touch: () => {
      stop();
      timer = setTimeout(onStall, ms);
    },
    stop,
  };
}
