import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '../baseQuery';
import type { LockRequester } from '../crossTabLock';
import type { Config } from '../contract';
import { createMockApi, type MockApiOptions } from '../mock';
import { createApiStore, portalApi } from '../portalApi';
import { logout } from '../session';
import { createMemoryStorage, replaceLocalStorage } from '../storage';

export const TEST_CONFIG: Config = {
  apiUrl: 'http://api.test/api',
  publicApiUrl: 'http://public.test/public-api',
  storageHost: 'https://storage.jornada.example',
};
export const CODE = '123456';

/**
 * One msw/node server over the mock API with a controllable clock, a fresh store and storage
 * per test, and a logout that records its calls instead of reloading.
 */
export function setupMockBackend(options: MockApiOptions = {}) {
  const clock = { now: Date.parse('2026-03-02T12:00:00Z') };
  const mock = createMockApi({ fixedCode: CODE, now: () => clock.now, ...options });
  const server = setupServer(...mock.handlers);
  const requests: { method: string; url: URL; authorization: string | null }[] = [];
  const ctx = {
    clock,
    mock,
    server,
    requests,
    store: createApiStore(),
    storage: createMemoryStorage(),
    reload: vi.fn(),
    /** Requests to one path, e.g. `count('POST', '/api/auth/refresh-token')`. */
    count: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.url.pathname === path).length,
    /**
     * Another tab of the same browser: a fresh copy of the api modules (its own store and in-tab
     * single flight) over this test's storage, with the lock manager the tabs share, if any.
     */
    async openTab(locks: LockRequester | null) {
      vi.resetModules();
      const [base, api, session, storage] = await Promise.all([
        import('../baseQuery'),
        import('../portalApi'),
        import('../session'),
        import('../storage'),
      ]);
      const reload = vi.fn();
      storage.replaceLocalStorage(ctx.storage);
      base.configureApi(TEST_CONFIG, { locks, onLogout: () => session.logout({ reload }) });
      return { api: api.portalApi, store: api.createApiStore(), logout: session.logout, reload };
    },
    /** Logs in through the api (code then login); returns the tokens. */
    async login(email = 'ana@jornada.demo', password = 'Jornada@2025') {
      await ctx.store.dispatch(portalApi.endpoints.requestCode.initiate({ email })).unwrap();
      return ctx.store
        .dispatch(
          portalApi.endpoints.login.initiate({
            email,
            password,
            twoFactorAuthenticationCode: CODE,
          }),
        )
        .unwrap();
    },
  };

  beforeAll(() => {
    server.events.on('request:start', ({ request }) => {
      requests.push({
        method: request.method,
        url: new URL(request.url),
        authorization: request.headers.get('authorization'),
      });
    });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    mock.reset();
    requests.length = 0;
    clock.now = Date.parse('2026-03-02T12:00:00Z');
    ctx.store = createApiStore();
    ctx.storage = createMemoryStorage();
    ctx.reload = vi.fn();
    replaceLocalStorage(ctx.storage);
    configureApi(TEST_CONFIG, { onLogout: () => logout({ reload: ctx.reload }) });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    replaceLocalStorage(null);
  });
  return ctx;
}
