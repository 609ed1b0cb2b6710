import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO_PASSWORD } from '../packages/api/src/mock/seed';

export { DEMO_PASSWORD };

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

interface OutboxEntry {
  email: string;
  purpose: string;
  code: string;
}

/** Logs in against the mock API directly (code request, outbox, POST /api/auth). */
export async function loginTokens(
  request: APIRequestContext,
  email = 'ana@jornada.demo',
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const codeResponse = await request.post('/api/auth/two-factor-authentication-code', {
    data: { email },
  });
  if (!codeResponse.ok()) throw new Error(`code request failed: ${codeResponse.status()}`);
  const outbox = (await (
    await request.get('/__outbox', { headers: { Accept: 'application/json' } })
  ).json()) as OutboxEntry[];
  const entry = outbox.find((item) => item.email === email);
  if (!entry) throw new Error(`no code in the outbox for ${email}`);
  const auth = await request.post('/api/auth', {
    data: { email, password, twoFactorAuthenticationCode: entry.code },
  });
  if (!auth.ok()) throw new Error(`login failed: ${auth.status()} ${await auth.text()}`);
  return (await auth.json()) as Tokens;
}

/** Puts the tokens in localStorage before any script of the portal runs (once per tab). */
export async function storeTokens(page: Page, tokens: Tokens): Promise<void> {
  await page.addInitScript((stored: Tokens) => {
    if (!window.sessionStorage.getItem('e2e-session-set')) {
      window.localStorage.setItem('accessToken', stored.accessToken);
      window.localStorage.setItem('refreshToken', stored.refreshToken);
      window.sessionStorage.setItem('e2e-session-set', '1');
    }
  }, tokens);
}

/** Starts the page logged in as `email`. */
export async function logIn(page: Page, email = 'ana@jornada.demo'): Promise<Tokens> {
  const tokens = await loginTokens(page.request, email);
  await storeTokens(page, tokens);
  return tokens;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A well-formed JWT the API never issued, expired an hour ago. */
export const expiredToken = () =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({
      id: '1001',
      email: 'ana@jornada.demo',
      nome: 'Ana Paula Souza',
      avatarUrl: null,
      exp: Math.floor(Date.now() / 1000) - 3600,
    }),
    'assinatura-invalida',
  ].join('.');
