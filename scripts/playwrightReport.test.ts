import { describe, expect, it } from 'vitest';
import { playwrightCounts } from './playwrightReport.mjs';

const test = (projectName: string, status: string) => ({ projectName, status });

describe('playwrightCounts', () => {
  it('counts a test passed on a retry as passed, and names it', () => {
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1 },
      errors: [],
      suites: [
        {
          title: 'contact.e2e.ts',
          specs: [{ title: 'masks the phone', tests: [test('mobile-375', 'expected')] }],
          suites: [
            {
              title: 'the outbox',
              specs: [
                {
                  title: 'retried until it goes through',
                  tests: [test('mobile-375', 'flaky'), test('desktop-1280', 'expected')],
                },
              ],
            },
          ],
        },
        {
          title: 'scroll.e2e.ts',
          specs: [{ title: 'opens at its top', tests: [test('mobile-375', 'unexpected')] }],
        },
      ],
    };
    expect(playwrightCounts(report)).toEqual({
      passed: 4,
      failed: 1,
      retried: ['contact.e2e.ts › the outbox › retried until it goes through [mobile-375]'],
    });
  });

  it('counts an error outside the tests (a failed global set-up) as a failure', () => {
    expect(playwrightCounts({ stats: { expected: 2 }, errors: [{}] })).toEqual({
      passed: 2,
      failed: 1,
      retried: [],
    });
  });
});
