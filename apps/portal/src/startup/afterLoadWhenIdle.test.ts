import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, afterLoadWhenIdle } from './afterLoadWhenIdle';

/** A page in Node: its load state, its `load` event and, if given, requestIdleCallback. */
function stubPage(readyState: DocumentReadyState, idle?: typeof requestIdleCallback) {
  const events = new EventTarget();
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: events.addEventListener.bind(events),
    ...(idle ? { requestIdleCallback: idle } : {}),
  });
  if (idle) vi.stubGlobal('requestIdleCallback', idle);
  return { fireLoad: () => events.dispatchEvent(new Event('load')) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterLoadWhenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const idle = vi.fn<typeof requestIdleCallback>(() => 1);
    const page = stubPage('interactive', idle);
    const task = vi.fn();
    afterLoadWhenIdle(task);
    expect(idle).not.toHaveBeenCalled();

    page.fireLoad();
    expect(idle).toHaveBeenCalledOnce();
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();

    idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('only waits for idle when the page has already loaded', () => {
    const idle = vi.fn<typeof requestIdleCallback>(() => 1);
    stubPage('complete', idle);
    afterLoadWhenIdle(vi.fn());
    expect(idle).toHaveBeenCalledOnce();
  });

  it('runs the task once, in the next task, where there is no requestIdleCallback', () => {
    const page = stubPage('loading');
    const task = vi.fn();
    afterLoadWhenIdle(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();

    page.fireLoad();
    page.fireLoad();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
