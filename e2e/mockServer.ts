import { fileURLToPath } from 'node:url';
import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import { startMockServer, type MockServer } from '../packages/api/src/mock/server';
import { DEMO_PASSWORD, storeTokens, type Tokens } from './session';

const PORTAL_DIST = fileURLToPath(new URL('../apps/portal/dist', import.meta.url));

export type CodePurpose = 'login' | 'primeiro acesso' | 'recuperação de senha';

interface OutboxEntry {
  email: string;
  purpose: CodePurpose;
  code: string;
  sentAt: string;
}

/**
 * The newest code e-mailed to `email` for `purpose`, read from `GET /__outbox` (JSON, newest
 * first). `origin` is '' for the run's shared server (baseURL) or a fresh server's address.
 */
export async function latestCode(
  request: APIRequestContext,
  email: string,
  purpose: CodePurpose,
  origin = '',
): Promise<string> {
  const entry = (await codesSent(request, email, purpose, origin))[0];
  if (!entry) throw new Error(`no '${purpose}' code in the outbox for ${email}`);
  return entry.code;
}

/** Every code e-mailed to `email` for `purpose` (newest first): how many e-mails went out. */
export async function codesSent(
  request: APIRequestContext,
  email: string,
  purpose: CodePurpose,
  origin = '',
): Promise<OutboxEntry[]> {
  const response = await request.get(`${origin}/__outbox`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
  const entries = (await response.json()) as OutboxEntry[];
  return entries.filter((item) => item.email === email && item.purpose === purpose);
}

/** A six-digit code that is not `code` (for the wrong-code journeys). */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Logs in against a fresh server's API and puts the tokens in the page before any script. */
export async function logInAt(page: Page, origin: string, email: string): Promise<Tokens> {
  const { request } = page;
  const sent = await request.post(`${origin}/api/auth/two-factor-authentication-code`, {
    data: { email },
  });
  if (!sent.ok()) throw new Error(`code request failed: ${sent.status()}`);
  const code = await latestCode(request, email, 'login', origin);
  const auth = await request.post(`${origin}/api/auth`, {
    data: { email, password: DEMO_PASSWORD, twoFactorAuthenticationCode: code },
  });
  if (!auth.ok()) throw new Error(`login failed: ${auth.status()} ${await auth.text()}`);
  const tokens = (await auth.json()) as Tokens;
  await storeTokens(page, tokens);
  return tokens;
}

/**
 * `test` with `freshServer`: the built portal and a brand-new mock API on a port of its own, for
 * the journeys that change the mock's data (registration, a new password, a chosen avatar). The
 * run's shared server keeps its seed, so the other tests (and the second viewport) are unaffected.
 */
export const test = base.extend<{ freshServer: MockServer }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
  freshServer: async ({}, provide) => {
    const server = await startMockServer({
      port: 0,
      staticDir: PORTAL_DIST,
      logCodes: false,
      tokenTtlSeconds: 900,
    });
    try {
      await provide(server);
    } finally {
      await server.close();
    }
  },
});

export { expect } from '@playwright/test';
