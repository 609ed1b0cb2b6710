import { describe, expect, it } from 'vitest';
import { routerReady, type InitializingRouter } from './routerReady';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: InitializingRouter = {
    state: { initialized },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const emit = (state: { initialized: boolean }) => {
    router.state = state;
    for (const listener of [...listeners]) listener(state);
  };
  return { router, emit, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('routerReady', () => {
  it('resolves at once for a router that is already initialized', async () => {
    expect(await settled(routerReady(fakeRouter(true).router))).toBe(true);
  });

  it('waits for the first initialized state, then stops listening', async () => {
    const { router, emit, listeners } = fakeRouter(false);
    const ready = routerReady(router);
    emit({ initialized: false });
    expect(await settled(ready)).toBe(false);
    emit({ initialized: true });
    expect(await settled(ready)).toBe(true);
    expect(listeners.size).toBe(0);
  });
});
