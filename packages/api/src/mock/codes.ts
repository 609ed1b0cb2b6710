/**
 * The codes a real server would e-mail: two-factor codes (login, first access, registration) and
 * recovery codes. Sending one replaces the last of its kind; a code locks after
 * MAX_WRONG_TRIES wrong tries (api-contract, Limits).
 */
import { MOCK_MESSAGES as M } from './messages';
import type { MockSettings } from './options';
import { fail } from './responses';
import { keepLast, randomCode, type CodePurpose, type MockStore, type OutboxEntry } from './state';

/** Wrong tries of a code before it locks (429) until a new one is asked for (api-contract). */
export const MAX_WRONG_TRIES = 5;

export interface Codes {
  /** "E-mails" a new code to `email`: into the outbox, and kept as that e-mail's pending code. */
  send: (email: string, purpose: CodePurpose) => void;
  /**
   * null when `code` is `email`'s pending code and still good (then consumed, unless `keep`),
   * else the error response. A code tried wrong MAX_WRONG_TRIES times (login, first access,
   * registration, recovery alike) answers 429 until a new one is asked for: the right one no
   * longer works either. `recovery` checks a recovery code (its own messages) instead.
   */
  check: (
    email: string,
    code: string,
    how?: { recovery?: boolean; keep?: boolean },
  ) => Response | null;
  /** Whether `email` has a two-factor code sent, unexpired and not locked (a first access). */
  isOpen: (email: string) => boolean;
}

export function createCodes(
  settings: MockSettings,
  store: MockStore,
  outbox: OutboxEntry[],
): Codes {
  const { now, fixedCode, codeTtlSeconds, onCode } = settings;
  const pendingOf = (recovery: boolean) => (recovery ? store.recoveryTokens : store.codes);
  return {
    send: (email, purpose) => {
      const code = fixedCode ?? randomCode();
      pendingOf(purpose === 'recuperação de senha').set(email, {
        code,
        expiresAt: now() + codeTtlSeconds * 1000,
      });
      const entry = { email, purpose, code, sentAt: new Date(now()).toISOString() };
      keepLast(outbox, entry);
      onCode?.(entry);
    },
    check: (email, code, { recovery = false, keep = false } = {}) => {
      const target = pendingOf(recovery);
      const pending = target.get(email);
      if (pending && pending.code !== code) {
        pending.wrongTries = (pending.wrongTries ?? 0) + 1;
      }
      if ((pending?.wrongTries ?? 0) >= MAX_WRONG_TRIES) return fail(429, M.tooManyTries);
      if (!pending || pending.code !== code)
        return fail(400, recovery ? M.invalidRecoveryCode : M.invalidCode);
      if (pending.expiresAt <= now())
        return fail(400, recovery ? M.expiredRecoveryCode : M.expiredCode);
      if (!keep) target.delete(email);
      return null;
    },
    isOpen: (email) => {
      const pending = store.codes.get(email);
      return !!pending && pending.expiresAt > now() && (pending.wrongTries ?? 0) < MAX_WRONG_TRIES;
    },
  };
}
