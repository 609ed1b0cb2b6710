import { describe, expect, it } from 'vitest';
import { cachedRequests, meetsPerformanceGoal, medianRun } from './lighthouse';

const run = (performance: number, tbtMs = 0) => ({ performance, tbtMs });

describe('medianRun', () => {
  it('picks the run with the median score, whatever the order the runs came in', () => {
    expect(medianRun([run(0.96, 187), run(1, 12), run(0.99, 64)])).toEqual(run(0.99, 64));
    expect(medianRun([run(0.99, 64), run(0.96, 187), run(1, 12)])).toEqual(run(0.99, 64));
  });

  it('takes the lower middle of an even count, and the only run of one', () => {
    expect(medianRun([run(1), run(0.9), run(0.95), run(0.97)])).toEqual(run(0.95));
    expect(medianRun([run(0.93)])).toEqual(run(0.93));
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});

describe('meetsPerformanceGoal', () => {
  it('accepts a page down to 0.02 below the floor page, exactly', () => {
    expect(meetsPerformanceGoal(0.97, 0.99)).toBe(true);
    expect(meetsPerformanceGoal(0.98, 1)).toBe(true);
    expect(meetsPerformanceGoal(1, 0.97)).toBe(true);
  });

  it('refuses a page 0.03 or more below it', () => {
    expect(meetsPerformanceGoal(0.96, 0.99)).toBe(false);
    expect(meetsPerformanceGoal(0.97, 1)).toBe(false);
  });
});

describe('cachedRequests', () => {
  const origin = 'http://127.0.0.1:4173';

  it('names the responses that came from the HTTP cache: nothing transferred for a body', () => {
    expect(
      cachedRequests([
        { url: `${origin}/home`, transferSize: 5096, resourceSize: 12405 },
        { url: `${origin}/assets/reactDom-DolgwtW_.js`, transferSize: 0, resourceSize: 206800 },
        { url: `${origin}/assets/key-CWDq2XsT.svg`, transferSize: 2197, resourceSize: 4091 },
      ]),
    ).toEqual([`${origin}/assets/reactDom-DolgwtW_.js`]);
  });

  it('counts neither empty bodies nor data: and blob: addresses, which never use the network', () => {
    expect(
      cachedRequests([
        { url: `${origin}/api/auth/refresh`, transferSize: 0, resourceSize: 0 },
        { url: 'data:image/svg+xml,%3Csvg%3E', transferSize: 0, resourceSize: 12 },
        { url: 'blob:http://127.0.0.1:4173/5f1c', transferSize: 0, resourceSize: 3000 },
        { url: `${origin}/config.json` },
      ]),
    ).toEqual([]);
  });
});
