import type { Config } from './contract';

/** Where the portal reads its runtime config: beside index.html, one per environment. */
export const CONFIG_URL = '/config.json';

const KEYS = ['apiUrl', 'publicApiUrl', 'storageHost'] as const;
export const CONFIG_LOAD_FAILED = 'Não foi possível carregar a configuração do portal.';

/** A missing or malformed `config.json`; `message` is pt-BR, ready to show on the error page. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly detail: string) {
    super(`${CONFIG_LOAD_FAILED} ${detail}`);
  }
}

/** Absolute http(s) URL or a root-relative path such as `/api`. */
function checkAddress(key: string, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return `"${key}" deve ser um endereço (texto não vazio).`;
  }
  if (value.startsWith('/') && !value.startsWith('//')) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // falls through to the message below
  }
  return `"${key}" deve ser um endereço http(s) absoluto ou um caminho iniciado por "/" (recebido: "${value}").`;
}

const withoutTrailingSlash = (value: string) =>
  value.length > 1 ? value.replace(/\/+$/, '') : value;

/** Validates the parsed `config.json`; throws a `ConfigError` naming every wrong field. */
export function parseConfig(json: unknown): Config {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ConfigError('O arquivo config.json deve conter um objeto JSON.');
  }
  const record = json as Record<string, unknown>;
  const problems = KEYS.map((key) => checkAddress(key, record[key])).filter(
    (problem): problem is string => problem !== null,
  );
  if (problems.length > 0) throw new ConfigError(problems.join(' '));
  return {
    apiUrl: withoutTrailingSlash(record.apiUrl as string),
    publicApiUrl: withoutTrailingSlash(record.publicApiUrl as string),
    storageHost: withoutTrailingSlash(record.storageHost as string),
  };
}

/** Fetches and validates `config.json` from the site root; call it before rendering. */
export async function loadConfig(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  url = CONFIG_URL,
): Promise<Config> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigError(`Falha de rede ao buscar ${url}.`);
  }
  if (!response.ok) throw new ConfigError(`${url} respondeu com status ${response.status}.`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    throw new ConfigError(`${url} não contém um JSON válido.`);
  }
  return parseConfig(json);
}
