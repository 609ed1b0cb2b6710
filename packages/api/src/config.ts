import * as v from 'valibot';
import type { Config } from './contract';

/** Where the portal reads its runtime config: beside index.html, one per environment. */
export const CONFIG_URL = '/config.json';

export const CONFIG_LOAD_FAILED = 'Não foi possível carregar a configuração do portal.';

/** A missing or malformed `config.json`; `message` is pt-BR, ready to show on the error page. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly detail: string) {
    super(`${CONFIG_LOAD_FAILED} ${detail}`);
  }
}

/** Absolute http(s) URL or a root-relative path such as `/api`. */
function isAddress(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

const withoutTrailingSlash = (value: string) =>
  value.length > 1 ? value.replace(/\/+$/, '') : value;

/** One base address of `config.json`, named in its messages (a missing one is read as empty). */
function address(key: string) {
  const notText = `"${key}" deve ser um endereço (texto não vazio).`;
  const text = v.pipe(
    v.string(notText),
    v.check((value) => value.trim() !== '', notText),
    v.check(
      isAddress,
      (issue) =>
        `"${key}" deve ser um endereço http(s) absoluto ou um caminho iniciado por "/" (recebido: "${String(issue.input)}").`,
    ),
    v.transform(withoutTrailingSlash),
  );
  return v.optional(text, '');
}

const notObject = 'O arquivo config.json deve conter um objeto JSON.';

const configSchema = v.pipe(
  v.custom<object>(
    (json) => typeof json === 'object' && json !== null && !Array.isArray(json),
    notObject,
  ),
  v.object({
    apiUrl: address('apiUrl'),
    publicApiUrl: address('publicApiUrl'),
    storageHost: address('storageHost'),
  }),
);

/** Validates the parsed `config.json`; throws a `ConfigError` naming every wrong field. */
export function parseConfig(json: unknown): Config {
  const result = v.safeParse(configSchema, json, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new ConfigError(result.issues.map((issue) => issue.message).join(' '));
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
