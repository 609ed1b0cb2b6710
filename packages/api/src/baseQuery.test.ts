import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { portalApi } from './portalApi';
import type { TokenPair } from './contract';
import { NO_SESSION, SESSION_ENDED } from './baseQuery';
import { getAccessToken, getRefreshToken, getUserData, setTokens } from './session';
import { createFakeLocks } from './testing/fakeLocks';
import { TEST_CONFIG, setupMockBackend } from './testing/harness';

const REFRESH = '/api/auth/refresh-token';
const ctx = setupMockBackend({ tokenTtlSeconds: 60 });

const expire = () => {
  ctx.clock.now += 61_000;
};
const update = (nome: string) =>
  ctx.store.dispatch(
    portalApi.endpoints.updateProfile.initiate({
      nome,
      matricula: '100231',
      avatarUrl: 'https://storage.jornada.example/avatars/piloto-vega.svg',
    }),
  );

describe('re-authenticating base query', () => {
  it('sends the bearer header only while a token is stored', async () => {
    await ctx.store.dispatch(
      portalApi.endpoints.requestCode.initiate({ email: 'ana@jornada.demo' }),
    );
    const { accessToken } = await ctx.login();
    await ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(ctx.requests.map((r) => [r.url.pathname, r.authorization])).toEqual([
      ['/api/auth/two-factor-authentication-code', null],
      ['/api/auth/two-factor-authentication-code', null],
      ['/api/auth', null],
      ['/api/participante', `Bearer ${accessToken}`],
    ]);
  });

  it('five concurrent calls with an expired token share exactly one refresh and all succeed', async () => {
    const first = await ctx.login();
    expire();
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((nome) => update(`Ana ${nome}`)),
    );
    expect(results.map((r) => r.error)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.count('PUT', '/api/participante')).toBe(10);
    expect(getAccessToken()).not.toBe(first.accessToken);
    expect(getRefreshToken()).not.toBe(first.refreshToken);
    expect(ctx.reload).not.toHaveBeenCalled();
    // the old refresh token was rotated away
    expect(ctx.mock.store.refreshTokens.has(first.refreshToken)).toBe(false);
  });

  it('a call failing after another refresh finished retries with the new token, no second refresh', async () => {
    const older = await ctx.login();
    const newer = await ctx.login();
    ctx.storage.setItem('accessToken', older.accessToken);
    // the 401 for the older token arrives after someone else stored a renewed token
    ctx.server.use(
      http.put(
        '*/api/participante',
        () => {
          ctx.storage.setItem('accessToken', newer.accessToken);
          return HttpResponse.json([], { status: 401 });
        },
        { once: true },
      ),
    );
    expect((await update('Ana')).error).toBeUndefined();
    expect(ctx.count('POST', REFRESH)).toBe(0);
    expect(ctx.requests.filter((r) => r.method === 'PUT').map((r) => r.authorization)).toEqual([
      `Bearer ${older.accessToken}`,
      `Bearer ${newer.accessToken}`,
    ]);
  });

  it('a failed refresh logs out once and removes the tokens and userData', async () => {
    const first = await ctx.login();
    ctx.mock.store.refreshTokens.delete(first.refreshToken);
    expire();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => update(`Ana ${n}`)));
    expect(results.every((r) => r.error && 'status' in r.error && r.error.status === 401)).toBe(
      true,
    );
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.reload).toHaveBeenCalledOnce();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(getUserData()).toBeNull();
  });

  it('a refresh that fails for want of a connection keeps the session: offline is not expired', async () => {
    const first = await ctx.login();
    expire();
    ctx.server.use(http.post(`*${REFRESH}`, () => HttpResponse.error()));
    const result = await update('Ana');
    expect(result.error).toMatchObject({ status: 401 });
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(first.accessToken);
    expect(getRefreshToken()).toBe(first.refreshToken);
  });

  it('a call that fails for want of a connection neither refreshes nor logs out', async () => {
    const first = await ctx.login();
    ctx.server.use(http.put('*/api/participante', () => HttpResponse.error()));
    const result = await update('Ana');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(ctx.count('POST', REFRESH)).toBe(0);
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(first.accessToken);
  });

  it('a retried call that gets 401 again logs out, without a loop', async () => {
    await ctx.login();
    ctx.server.use(
      http.put('*/api/participante', () =>
        HttpResponse.json([{ message: 'Não.' }], { status: 401 }),
      ),
    );
    const result = await update('Ana');
    expect(result.error).toMatchObject({ status: 401 });
    expect(ctx.count('PUT', '/api/participante')).toBe(2);
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.reload).toHaveBeenCalledOnce();
    expect(getAccessToken()).toBeNull();
  });

  it('a login answered 401 never refreshes, even with a refresh token stored', async () => {
    await ctx.login();
    const result = await ctx.store.dispatch(
      portalApi.endpoints.login.initiate({
        email: 'ana@jornada.demo',
        password: 'errada-123',
        twoFactorAuthenticationCode: '123456',
      }),
    );
    expect(result.error).toMatchObject({
      status: 401,
      data: [{ message: 'E-mail ou senha inválidos.' }],
    });
    expect(ctx.count('POST', REFRESH)).toBe(0);
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it('a 401 without a stored refresh token logs out once, without any refresh', async () => {
    await ctx.login();
    ctx.storage.removeItem('refreshToken');
    expire();
    const results = await Promise.all([update('X'), update('Y')]);
    expect(results.every((r) => r.error)).toBe(true);
    expect(ctx.count('POST', REFRESH)).toBe(0);
    expect(ctx.reload).toHaveBeenCalledOnce();
  });

  it("a participant's call with no session is never sent, and logs nobody out", async () => {
    const result = await ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: NO_SESSION });
    expect(ctx.requests).toEqual([]);
    expect(ctx.reload).not.toHaveBeenCalled();
  });
});

describe('one session across tabs', () => {
  const updateIn = (tab: Awaited<ReturnType<typeof ctx.openTab>>, nome: string) =>
    tab.store.dispatch(
      tab.api.endpoints.updateProfile.initiate({
        nome,
        matricula: '100231',
        avatarUrl: 'https://storage.jornada.example/avatars/piloto-vega.svg',
      }),
    );

  it('two tabs expired at the same moment share one refresh under the lock and both stay in', async () => {
    const locks = createFakeLocks();
    const [tabA, tabB] = [await ctx.openTab(locks), await ctx.openTab(locks)];
    const first = await ctx.login();
    expire();
    const results = await Promise.all([updateIn(tabA, 'Ana A'), updateIn(tabB, 'Ana B')]);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.count('PUT', '/api/participante')).toBe(4);
    expect(locks.grants).toEqual(['jornada:refresh-token', 'jornada:refresh-token']);
    expect(getRefreshToken()).not.toBe(first.refreshToken);
    expect(ctx.mock.store.refreshTokens.has(getRefreshToken() ?? '')).toBe(true);
    expect(tabA.reload).not.toHaveBeenCalled();
    expect(tabB.reload).not.toHaveBeenCalled();
  });

  it('without navigator.locks, the tab whose refresh lost the race uses the stored tokens', async () => {
    const [tabA, tabB] = [await ctx.openTab(null), await ctx.openTab(null)];
    await ctx.login();
    expire();
    const results = await Promise.all([updateIn(tabA, 'Ana A'), updateIn(tabB, 'Ana B')]);
    expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(ctx.count('POST', REFRESH)).toBe(2);
    expect(ctx.mock.store.refreshTokens.has(getRefreshToken() ?? '')).toBe(true);
    expect(tabA.reload).not.toHaveBeenCalled();
    expect(tabB.reload).not.toHaveBeenCalled();
  });

  it('a refresh refused because another tab renewed first waits for that tab’s late tokens', async () => {
    const first = await ctx.login();
    expire();
    // The other tab's renewal rotated the token at the API; its write reaches this tab 300 ms on.
    const answer = await fetch(`${TEST_CONFIG.apiUrl}/auth/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: first.refreshToken }),
    });
    const renewed = (await answer.json()) as TokenPair;
    setTimeout(() => setTokens(renewed), 300);
    const result = await update('Ana Paula');
    expect(result.error).toBeUndefined();
    expect(ctx.count('POST', REFRESH)).toBe(2);
    expect(getRefreshToken()).toBe(renewed.refreshToken);
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it('a refresh that completes after a logout in another tab stores nothing', async () => {
    const locks = createFakeLocks();
    const [tabA, tabB] = [await ctx.openTab(locks), await ctx.openTab(locks)];
    await ctx.login();
    expire();
    // tab B says "Sair" while tab A's refresh is on its way to the API
    ctx.server.use(
      http.post(
        `*${REFRESH}`,
        () => {
          tabB.logout({ reload: tabB.reload });
        },
        { once: true },
      ),
    );
    const result = await updateIn(tabA, 'Ana A');
    expect(result.error).toMatchObject({ status: 401 });
    expect(ctx.count('POST', REFRESH)).toBe(1);
    expect(ctx.mock.store.refreshTokens.size).toBe(1); // the API did renew; the tab dropped it
    expect([...ctx.storage.items.keys()]).toEqual([]);
    expect(tabB.reload).toHaveBeenCalledOnce();
    expect(tabA.reload).not.toHaveBeenCalled();
  });
});

describe('a request belongs to the session that sent it', () => {
  /** A gate on the next answer to `method path`: the request waits at the API until `open()`. */
  function hold(method: 'get' | 'post' | 'put', path: string) {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let arrived: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (arrived = resolve));
    ctx.server.use(
      http[method](
        `*${path}`,
        async () => {
          arrived();
          await gate;
        },
        { once: true },
      ),
    );
    return { waiting, open };
  }

  it("A's save waiting on a slow refresh is never sent as B, who logged in meanwhile", async () => {
    await ctx.login('ana@jornada.demo');
    expire();
    const refresh = hold('post', REFRESH);
    const save = update('Ana com outro nome');
    await refresh.waiting;
    // "Sair" in another tab, then Bruno logs in there.
    ctx.storage.items.clear();
    const bruno = await ctx.login('bruno@jornada.demo');
    refresh.open();
    expect((await save).error).toMatchObject({ status: 401 });
    expect(
      ctx.requests.filter((r) => r.method === 'PUT').map((r) => r.authorization),
    ).not.toContain(`Bearer ${bruno.accessToken}`);
    expect(ctx.mock.store.participants.get('bruno@jornada.demo')?.nome).not.toBe(
      'Ana com outro nome',
    );
    // Bruno's session is his: not renewed with Ana's tokens, not logged out.
    expect(getAccessToken()).toBe(bruno.accessToken);
    expect(getRefreshToken()).toBe(bruno.refreshToken);
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  it("A's profile answer arriving after B's login is dropped: userData stays B's", async () => {
    await ctx.login('ana@jornada.demo');
    const read = hold('get', '/api/participante');
    const profile = ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    await read.waiting;
    ctx.storage.items.clear();
    await ctx.login('bruno@jornada.demo');
    read.open();
    expect((await profile).error).toEqual({ status: 'CUSTOM_ERROR', error: SESSION_ENDED });
    expect(getUserData()?.email).toBe('bruno@jornada.demo');
    expect(JSON.stringify(getUserData())).not.toContain('ana@jornada.demo');
  });

  it("a refused refresh of A's old session does not log B out", async () => {
    const ana = await ctx.login('ana@jornada.demo');
    ctx.mock.store.refreshTokens.delete(ana.refreshToken);
    expire();
    const refresh = hold('post', REFRESH);
    const save = update('Ana');
    await refresh.waiting;
    ctx.storage.items.clear();
    const bruno = await ctx.login('bruno@jornada.demo');
    refresh.open();
    expect((await save).error).toMatchObject({ status: 401 });
    expect(getAccessToken()).toBe(bruno.accessToken);
    expect(ctx.reload).not.toHaveBeenCalled();
  });

  for (const [what, answer] of [
    ['a 503 from a gateway', () => HttpResponse.text('Service Unavailable', { status: 503 })],
    [
      'an HTML error page',
      () =>
        new HttpResponse('<html><body>Erro</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['a 200 that is not a token pair', () => HttpResponse.json({ ok: true })],
  ] as const) {
    it(`${what} on the refresh keeps the session, tried again on the next call`, async () => {
      const ana = await ctx.login();
      expire();
      ctx.server.use(http.post(`*${REFRESH}`, answer, { once: true }));
      expect((await update('Ana')).error).toMatchObject({ status: 401 });
      expect(ctx.reload).not.toHaveBeenCalled();
      expect(getAccessToken()).toBe(ana.accessToken);
      expect(getRefreshToken()).toBe(ana.refreshToken);
      // The next call renews it.
      expect((await update('Ana')).error).toBeUndefined();
      expect(ctx.count('POST', REFRESH)).toBe(2);
    });
  }

  it('a refresh refused with 400 logs out, as 401 does', async () => {
    await ctx.login();
    expire();
    ctx.server.use(
      http.post(`*${REFRESH}`, () =>
        HttpResponse.json([{ message: 'Inválido.' }], { status: 400 }),
      ),
    );
    expect((await update('Ana')).error).toMatchObject({ status: 401 });
    expect(ctx.reload).toHaveBeenCalledOnce();
    expect(getAccessToken()).toBeNull();
  });

  it('a failed save reads nothing again: no profile call follows it', async () => {
    await ctx.login();
    ctx.server.use(
      http.put('*/api/participante', () =>
        HttpResponse.json([{ message: 'Matrícula inválida.' }], { status: 400 }),
      ),
    );
    const profile = ctx.store.dispatch(portalApi.endpoints.getProfile.initiate());
    await profile;
    expect((await update('Ana')).error).toMatchObject({ status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ctx.count('GET', '/api/participante')).toBe(1);
    profile.unsubscribe();
  });
});
