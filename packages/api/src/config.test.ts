import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './config';

const valid = {
  apiUrl: 'https://api.example.com',
  publicApiUrl: '/public-api',
  storageHost: 'https://bucket.example-storage.com/',
};

const respond =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

describe('parseConfig', () => {
  it('accepts absolute http(s) URLs and root-relative paths, dropping a trailing slash', () => {
    expect(parseConfig(valid)).toEqual({
      apiUrl: 'https://api.example.com',
      publicApiUrl: '/public-api',
      storageHost: 'https://bucket.example-storage.com',
    });
  });

  it.each([
    ['not an object', [1], 'deve conter um objeto JSON'],
    ['null', null, 'deve conter um objeto JSON'],
    ['missing apiUrl', { ...valid, apiUrl: undefined }, '"apiUrl" deve ser um endereço'],
    ['number', { ...valid, publicApiUrl: 3 }, '"publicApiUrl" deve ser um endereço'],
    [
      'ftp scheme',
      { ...valid, storageHost: 'ftp://x' },
      '"storageHost" deve ser um endereço http(s)',
    ],
    ['protocol-relative', { ...valid, apiUrl: '//x.com' }, '"apiUrl" deve ser um endereço http(s)'],
    ['bare word', { ...valid, apiUrl: 'api' }, 'recebido: "api"'],
    ['blank', { ...valid, apiUrl: '  ' }, '"apiUrl" deve ser um endereço (texto não vazio).'],
  ])('refuses %s with a clear message', (_name, json, text) => {
    expect(() => parseConfig(json)).toThrow(ConfigError);
    expect(() => parseConfig(json)).toThrow(text);
  });

  it('gives one message per wrong field', () => {
    expect(() => parseConfig({ ...valid, apiUrl: ' ' })).toThrow(
      new ConfigError('"apiUrl" deve ser um endereço (texto não vazio).'),
    );
  });

  it('names every wrong field at once', () => {
    try {
      parseConfig({});
      expect.unreachable();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('Não foi possível carregar a configuração do portal.');
      expect(message).toContain('"apiUrl"');
      expect(message).toContain('"publicApiUrl"');
      expect(message).toContain('"storageHost"');
    }
  });
});

describe('loadConfig', () => {
  it('reads /config.json and validates it', async () => {
    const seen: string[] = [];
    const config = await loadConfig(async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify(valid));
    });
    expect(seen).toEqual(['/config.json']);
    expect(config.apiUrl).toBe('https://api.example.com');
  });

  it.each([
    ['a 404', respond('not found', 404), 'respondeu com status 404'],
    ['HTML instead of JSON', respond('<!doctype html><html></html>'), 'não contém um JSON válido'],
    ['an invalid config', respond('{"apiUrl":"x"}'), '"apiUrl"'],
    [
      'a network error',
      async () => {
        throw new TypeError('fetch failed');
      },
      'Falha de rede',
    ],
  ])('throws a readable ConfigError on %s', async (_name, fetchImpl, text) => {
    const promise = loadConfig(fetchImpl as typeof fetch);
    await expect(promise).rejects.toBeInstanceOf(ConfigError);
    await expect(loadConfig(fetchImpl as typeof fetch)).rejects.toThrow(text);
    await expect(loadConfig(fetchImpl as typeof fetch)).rejects.toThrow(
      'Não foi possível carregar a configuração do portal.',
    );
  });
});
