/**
 * The mock's sessions: the tokens it issues (a JWT to read, a rotating refresh token) and the
 * session a request's bearer token stands for.
 */
import type { TokenPair } from '../contract';
import { encodeBase64Url } from '../jwt';
import { MOCK_MESSAGES as M } from './messages';
import { fail } from './responses';
import type { MockParticipant } from './seed';
import { applyDueOptions, randomHex, type MockStore } from './state';

/** An unsigned-looking JWT: base64url header.payload.signature (the signature is random). */
function makeJwt(payload: Record<string, unknown>): string {
  const header = encodeBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = encodeBase64Url(JSON.stringify(payload));
  const signature = encodeBase64Url(
    String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))),
  );
  return `${header}.${body}.${signature}`;
}

const REFRESH_TTL_MS = 7 * 24 * 3600 * 1000;

/** Issues an access token (JWT, expiring after `ttlSeconds`) and a rotating refresh token. */
export function issueTokens(
  store: MockStore,
  who: MockParticipant,
  nowMs: number,
  ttlSeconds: number,
): TokenPair {
  const expiresAt = nowMs + ttlSeconds * 1000;
  const accessToken = makeJwt({
    id: who.id,
    email: who.email,
    nome: who.nome,
    avatarUrl: who.avatarUrl,
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(expiresAt / 1000),
  });
  const refreshToken = randomHex(32);
  store.accessTokens.set(accessToken, { email: who.email, expiresAt });
  store.refreshTokens.set(refreshToken, { email: who.email, expiresAt: nowMs + REFRESH_TTL_MS });
  return { accessToken, refreshToken };
}

/** The e-mail of the unexpired session behind the request's bearer token, if any. */
export function sessionEmail(store: MockStore, request: Request, nowMs: number) {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const session = bearer ? store.accessTokens.get(bearer) : undefined;
  return session && session.expiresAt > nowMs ? session.email : undefined;
}

/** The participant behind the bearer token (with their due avatar options), or a 401. */
export function authenticate(
  store: MockStore,
  request: Request,
  nowMs: number,
): MockParticipant | Response {
  const email = sessionEmail(store, request, nowMs);
  const who = email ? store.participants.get(email) : undefined;
  if (!who) return fail(401, M.sessionInvalid);
  applyDueOptions(who, nowMs);
  return who;
}
