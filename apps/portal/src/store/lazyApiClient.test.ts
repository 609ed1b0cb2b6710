import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@jornada/api';
import { createLazyApiClient } from './lazyApiClient';

const METHODS = [
  'lookUpParticipant',
  'requestCode',
  'authenticate',
  'register',
  'uploadPhoto',
  'forgotPassword',
  'validateToken',
  'updatePassword',
  'getProfile',
  'updateProfile',
  'sendContact',
] as const satisfies readonly (keyof ApiClient)[];

function fakeClient() {
  const calls: { name: string; args: unknown[] }[] = [];
  const client = Object.fromEntries(
    METHODS.map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args });
        return Promise.resolve(`${name} done`);
      },
    ]),
  ) as unknown as ApiClient;
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

  it('has every method of the client, each forwarding to the one of the same name', async () => {
    const { client, calls } = fakeClient();
    const lazy = createLazyApiClient(() => Promise.resolve(client));
    expect(Object.keys(lazy).sort()).toEqual([...METHODS].sort());
    for (const name of METHODS) {
      const call = lazy[name] as (...args: unknown[]) => Promise<unknown>;
      await expect(call('x')).resolves.toBe(`${name} done`);
      expect(calls.at(-1)).toEqual({ name, args: ['x'] });
    }
  });

  it('rejects the call when the module cannot load (the form shows the generic error)', async () => {
    const lazy = createLazyApiClient(() => Promise.reject(new Error('chunk missing')));
    await expect(lazy.sendContact({} as never)).rejects.toThrow('chunk missing');
  });
});
