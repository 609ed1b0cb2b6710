import type { AccessTokenClaims } from './contract';

/** base64url (no padding) to a UTF-8 string; null when it is not valid base64url. */
function decodeBase64Url(input: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(input) || input.length % 4 === 1) return null;
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** A UTF-8 string to base64url without padding. */
export function encodeBase64Url(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * Reads (does not verify) the access token's payload. Never throws: anything that is not a
 * three-part JWT with a JSON object payload carrying an e-mail gives null.
 */
export function decodeAccessToken(token: unknown): AccessTokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const claims = payload as Record<string, unknown>;
  if (typeof claims.email !== 'string') return null;
  const id =
    typeof claims.id === 'string' || typeof claims.id === 'number' ? String(claims.id) : '';
  const result: AccessTokenClaims = {
    id,
    email: claims.email,
    nome: typeof claims.nome === 'string' ? claims.nome : '',
    avatarUrl: optionalText(claims.avatarUrl),
  };
  if (typeof claims.exp === 'number' && Number.isFinite(claims.exp)) result.exp = claims.exp;
  return result;
}
