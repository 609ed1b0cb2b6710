import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_STALL_MS, createStallTimer } from './stallTimer';

describe('createStallTimer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('is the issue’s 30 s', () => {
    expect(UPLOAD_STALL_MS).toBe(30_000);
  });

  it('fires once the delay passes with no touch, counted from the last one', () => {
    const onStall = vi.fn();
    const timer = createStallTimer(1000, onStall);
    timer.touch();
    vi.advanceTimersByTime(900);
    timer.touch();
    vi.advanceTimersByTime(900);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('never fires once stopped, nor before the first touch', () => {
    const onStall = vi.fn();
    const timer = createStallTimer(1000, onStall);
    vi.advanceTimersByTime(5000);
    timer.touch();
    timer.stop();
    vi.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
