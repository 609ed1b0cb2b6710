import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * first). `origin` is '' for the worker's server (baseURL) or a fresh server's address.
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
  // The server drops a keep-alive socket after 5 s idle; a GET sent on it just then is reset.
  const response = await request.get(`${origin}/__outbox`, {
    headers: { Accept: 'application/json' },
    maxRetries: 2,
  });
  if (!response.ok()) throw new Error(`outbox: ${response.status()}`);
  const entries = (await response.json()) as OutboxEntry[];
  return entries.filter((item) => item.email === email && item.purpose === purpose);
}

/** A six-digit code that is not `code` (for the wrong-code journeys). */
export const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Logs in against a server's API (`origin`), by its code: the participant's tokens. */
export async function loginTokensAt(
  request: APIRequestContext,
  origin: string,
  email = 'ana@jornada.demo',
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const sent = await request.post(`${origin}/api/auth/two-factor-authentication-code`, {
    data: { email },
  });
  if (!sent.ok()) throw new Error(`code request failed: ${sent.status()}`);
  const code = await latestCode(request, email, 'login', origin);
  const auth = await request.post(`${origin}/api/auth`, {
    data: { email, password, twoFactorAuthenticationCode: code },
  });
  if (!auth.ok()) throw new Error(`login failed: ${auth.status()} ${await auth.text()}`);
  return (await auth.json()) as Tokens;
}

/** Logs in against a server's API (`origin`) and puts the tokens in the page before any script. */
export async function logInAt(
  page: Page,
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const tokens = await loginTokensAt(page.request, origin, email, password);
  await storeTokens(page, tokens);
  return tokens;
}

/** A brand-new mock API (seed data) serving the portal from `portalDir`, on a free port. */
async function serve(
  portalDir: string,
  provide: (server: MockServer) => Promise<void>,
): Promise<void> {
  const server = await startMockServer({
    port: 0,
    staticDir: portalDir,
    logCodes: false,
    tokenTtlSeconds: 900,
  });
  try {
    await provide(server);
  } finally {
    await server.close();
  }
}

/**
 * `test` for every spec. Each Playwright worker serves the portal from a mock API of its own
 * (`baseURL`), so tests running at once never see each other's accounts, codes or uploads, and
 * from a copy of the built portal of its own (`portalDir`), so a test may change a served file
 * (offline.e2e.ts deploys a next sw.js) unseen by the other worker.
 * `freshServer` is one more, brand-new per test, for the journeys that change the mock's data
 * (registration, a new password, a chosen avatar): the worker's server keeps its seed, so the
 * other tests of that worker (and the second viewport) are unaffected.
 */
export const test = base.extend<
  { freshServer: MockServer },
  { portalDir: string; workerServer: MockServer }
>({
  portalDir: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
    async ({}, provide) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'jornada-portal-'));
      cpSync(PORTAL_DIST, dir, { recursive: true });
      try {
        await provide(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  workerServer: [async ({ portalDir }, provide) => serve(portalDir, provide), { scope: 'worker' }],
  baseURL: async ({ workerServer }, provide) => provide(workerServer.url),
  freshServer: async ({ portalDir }, provide) => serve(portalDir, provide),
});

export { expect } from '@playwright/test';
