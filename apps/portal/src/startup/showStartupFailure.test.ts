import { describe, expect, it } from 'vitest';
import { ERROR_STATE_MESSAGE } from '@jornada/ui';
import { STARTUP_FAILURE_COPY } from './showStartupFailure';

describe('STARTUP_FAILURE_COPY', () => {
  it("says what a page that failed to load says (the kit's ErrorState)", () => {
    expect(STARTUP_FAILURE_COPY.message).toBe(ERROR_STATE_MESSAGE);
  });
});
