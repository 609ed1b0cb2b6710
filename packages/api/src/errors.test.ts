import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { toErrorLines } from './errors';
import { GENERIC_ERROR } from './messages';

describe('toErrorLines', () => {
  it.each<[string, unknown, string[]]>([
    [
      'array body',
      { status: 400, data: [{ message: 'Primeira.' }, { message: 'Segunda.' }] },
      ['Primeira.', 'Segunda.'],
    ],
    ['array body on 500', { status: 500, data: [{ message: 'Falhou.' }] }, ['Falhou.']],
    [
      'array with non-string messages',
      { status: 400, data: [{ message: 1 }, { message: 'Ok.' }, null, 'x'] },
      ['Ok.'],
    ],
    ['array without messages', { status: 400, data: [{ code: 1 }] }, [GENERIC_ERROR]],
    ['empty array', { status: 400, data: [] }, [GENERIC_ERROR]],
    ['object body', { status: 400, data: { message: 'Não mostrar.' } }, [GENERIC_ERROR]],
    ['empty body', { status: 500, data: null }, [GENERIC_ERROR]],
    ['empty string body', { status: 502, data: '' }, [GENERIC_ERROR]],
    ['HTML body', { status: 502, data: '<html><b>Bad gateway</b></html>' }, [GENERIC_ERROR]],
    [
      'parse error',
      { status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'x' },
      [GENERIC_ERROR],
    ],
    ['network error', { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, [GENERIC_ERROR]],
    ['timeout', { status: 'TIMEOUT_ERROR', error: 'x' }, [GENERIC_ERROR]],
    ['serialized error', { name: 'Error', message: 'boom' }, [GENERIC_ERROR]],
    ['thrown Error', new Error('boom'), [GENERIC_ERROR]],
    ['undefined', undefined, [GENERIC_ERROR]],
    ['2xx with array', { status: 200, data: [{ message: 'x' }] }, [GENERIC_ERROR]],
    [
      'HTML-looking message stays text',
      { status: 400, data: [{ message: '<img src=x onerror=alert(1)>' }] },
      ['<img src=x onerror=alert(1)>'],
    ],
  ])('%s', (_name, error, lines) => {
    expect(toErrorLines(error)).toEqual(lines);
  });

  describe('on real fetchBaseQuery results', () => {
    const run = async (response: () => Response | Promise<Response>) => {
      const query = fetchBaseQuery({
        baseUrl: 'http://api.test',
        fetchFn: async () => response(),
        responseHandler: 'content-type',
      });
      const result = await query('/x', { signal: new AbortController().signal } as never, {});
      return toErrorLines(result.error);
    };
    const json = (body: unknown, status: number) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });

    it.each<[string, () => Response | Promise<Response>, string[]]>([
      ['array body', () => json([{ message: 'E-mail inválido.' }], 400), ['E-mail inválido.']],
      ['object body', () => json({ message: 'x' }, 400), [GENERIC_ERROR]],
      ['empty body', () => new Response(null, { status: 500 }), [GENERIC_ERROR]],
      [
        'HTML body',
        () =>
          new Response('<h1>502</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
        [GENERIC_ERROR],
      ],
      [
        'broken JSON',
        () => new Response('[{', { status: 400, headers: { 'Content-Type': 'application/json' } }),
        [GENERIC_ERROR],
      ],
      ['network error', () => Promise.reject(new TypeError('fetch failed')), [GENERIC_ERROR]],
    ])('%s', async (_name, response, lines) => {
      expect(await run(response)).toEqual(lines);
    });
  });
});
