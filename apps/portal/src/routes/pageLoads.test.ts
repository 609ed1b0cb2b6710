import { describe, expect, it } from 'vitest';
import { pendingSpell, subscribePageLoads, trackPageLoad } from './pageLoads';

const microtasks = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('page loads', () => {
  it('is one spell of waiting while any load is pending, a new one after a pause', async () => {
    expect(pendingSpell()).toBeUndefined();
    const first = deferred();
    const second = deferred();
    const firstLoad = trackPageLoad(first.promise);
    const spell = pendingSpell();
    expect(spell).toBeTypeOf('number');
    const secondLoad = trackPageLoad(second.promise).catch(() => undefined);
    first.resolve();
    await firstLoad;
    expect(pendingSpell()).toBe(spell);
    second.reject(new Error('chunk failed'));
    await secondLoad;
    expect(pendingSpell()).toBeUndefined();

    const third = deferred();
    const thirdLoad = trackPageLoad(third.promise);
    expect(pendingSpell()).not.toBe(spell);
    third.resolve();
    await thirdLoad;
  });

  it('tells its listeners a moment later: a load starts while React renders a route', async () => {
    let heard = 0;
    const unsubscribe = subscribePageLoads(() => (heard += 1));
    const load = deferred();
    const tracked = trackPageLoad(load.promise);
    expect(heard).toBe(0);
    await microtasks();
    expect(heard).toBe(1);
    load.resolve();
    await tracked;
    await microtasks();
    expect(heard).toBe(2);
    unsubscribe();
  });
});
