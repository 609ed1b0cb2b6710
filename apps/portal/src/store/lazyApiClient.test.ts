import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@jornada/api';
import { createLazyApiClient } from './lazyApiClient';

function fakeClient() {
  const calls: { name: string; args: unknown[] }[] = [];
  const answer =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({ name, args });
      return Promise.resolve(`${name} done`);
    };
  const client = {
    requestCode: answer('requestCode'),
    sendContact: answer('sendContact'),
    getProfile: answer('getProfile'),
  } as unknown as ApiClient;
  return { client, calls };
}

describe('createLazyApiClient', () => {
  it('loads nothing until a call, then forwards it with its arguments and result', async () => {
    const { client, calls } = fakeClient();
    let loads = 0;
    const lazy = createLazyApiClient(() => {
      loads += 1;
      return Promise.resolve(client);
    });
    expect(loads).toBe(0);
    const controller = new AbortController();
    await expect(
      lazy.requestCode({ email: 'ana@jornada.demo' }, { signal: controller.signal }),
    ).resolves.toBe('requestCode done');
    expect(loads).toBe(1);
    expect(calls).toEqual([
      { name: 'requestCode', args: [{ email: 'ana@jornada.demo' }, { signal: controller.signal }] },
    ]);
  });

  it('reaches any method of the loaded client by its name, with no list to keep', async () => {
    const { client, calls } = fakeClient();
    const lazy = createLazyApiClient(() => Promise.resolve(client));
    await expect(lazy.sendContact({} as never)).resolves.toBe('sendContact done');
    await expect(lazy.getProfile()).resolves.toBe('getProfile done');
    expect(calls.map(({ name }) => name)).toEqual(['sendContact', 'getProfile']);
    // A method the loaded client lacks (an optional one) fails its call, not the page.
    await expect(lazy.forgotPassword({} as never)).rejects.toThrow('no forgotPassword');
  });

  it('is not a thenable: a promise of it resolves to it, loading nothing', async () => {
    let loads = 0;
    const lazy = createLazyApiClient(() => {
      loads += 1;
      return Promise.resolve(fakeClient().client);
    });
    await expect(Promise.resolve(lazy)).resolves.toBe(lazy);
    expect(loads).toBe(0);
  });

  it('rejects the call when the module cannot load (the form shows the generic error)', async () => {
    const lazy = createLazyApiClient(() => Promise.reject(new Error('chunk missing')));
    await expect(lazy.sendContact({} as never)).rejects.toThrow('chunk missing');
  });
});
