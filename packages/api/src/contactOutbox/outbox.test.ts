import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '../contract';
import { createFakeLocks } from '../testing/fakeLocks';
import { FIRST_RETRY_MS, MAX_RETRY_MS, retryDelay } from './backoff';
import { flushContactOutbox } from './flush';
import type { DeliveryNotice } from './notices';
import { ContactRejectedError, createContactOutbox, type Connection } from './outbox';
import { openContactOutboxStore, type QueuedContact } from './store';

const message: ContactRequest = {
  nome: 'Ana Paula Souza',
  email: 'ana@jornada.demo',
  telefone: '11987654321',
  mensagem: 'Quando ficam prontos os avatares da minha unidade?',
};
const URL = 'https://public.example.com/fale-conosco';

let dbCount = 0;
/** A database of its own per test: fake-indexeddb keeps them for the whole file. */
const freshDbName = () => `outbox-test-${(dbCount += 1)}`;

const entry = (id: string, queuedAt: number): QueuedContact => ({
  id,
  url: URL,
  message,
  queuedAt,
});

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that answers each call with the next of `answers` ('network' throws like a dead link). */
function scriptedFetch(...answers: Array<number | 'network' | Response>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next === 'network' || next === undefined)
      return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(typeof next === 'number' ? answer(next) : next);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

/** A stand-in for the window's connection: `goOnline()` fires `online` like the browser. */
function fakeConnection(online: boolean): Connection & { goOnline(): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    goOnline() {
      online = true;
      for (const listener of listeners) listener();
    },
  };
}

/** Timers as data: the test decides when the scheduled retry runs. */
function manualTimers() {
  const scheduled: Array<{ run: () => void; ms: number }> = [];
  return {
    scheduled,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      scheduled.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = scheduled.indexOf(timer as (typeof scheduled)[number]);
      if (index >= 0) scheduled.splice(index, 1);
    },
    runNext: async () => {
      const next = scheduled.shift();
      next?.run();
      await vi.waitFor(() => undefined);
    },
  };
}

function outboxFor(dbName: string, fetchFn: typeof fetch, connection = fakeConnection(true)) {
  const timers = manualTimers();
  let ids = 0;
  const outbox = createContactOutbox({
    publicApiUrl: 'https://public.example.com',
    fetch: fetchFn,
    store: openContactOutboxStore(dbName),
    locks: null,
    connection,
    registerSync: () => Promise.resolve(),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    newId: () => `${dbName}-${(ids += 1)}`,
  });
  return { outbox, timers, connection, store: openContactOutboxStore(dbName) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const ANA = 'ana@jornada.demo';
const BRUNO = 'bruno@jornada.demo';

describe('the outbox store (IndexedDB)', () => {
  it('keeps messages oldest first and discards a malformed entry', async () => {
    const store = openContactOutboxStore(freshDbName());
    await store.put(entry('b', 2));
    await store.put(entry('a', 1));
    await store.put({ ...entry('bad', 0), message: { nome: 1 } } as unknown as QueuedContact);
    expect((await store.list()).map((item) => item.id)).toEqual(['a', 'b']);
    expect(await store.get('bad')).toBeNull();
    await store.remove('a');
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toEqual(entry('b', 2));
  });
});

describe('flushContactOutbox (what the service worker calls)', () => {
  it('sends each message once, as JSON to its own address, then removes it and tells the tabs', async () => {
    const store = openContactOutboxStore(freshDbName());
    await store.put(entry('m1', 1));
    const { fetch, calls } = scriptedFetch(200);
    const notices: DeliveryNotice[] = [];
    const result = await flushContactOutbox({
      fetch,
      store,
      locks: null,
      announce: (n) => notices.push(n),
    });
    expect(result).toEqual({ sent: 1, rejected: 0, pending: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(URL);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(message);
    expect(await store.list()).toEqual([]);
    expect(notices).toEqual([{ type: 'sent', id: 'm1' }]);
  });

  it('keeps every message when the network fails, and stops at the first failure', async () => {
    const store = openContactOutboxStore(freshDbName());
    await store.put(entry('m1', 1));
    await store.put(entry('m2', 2));
    const { fetch, calls } = scriptedFetch('network');
    const result = await flushContactOutbox({
      fetch,
      store,
      locks: null,
      announce: () => undefined,
    });
    expect(result).toEqual({ sent: 0, rejected: 0, pending: 2 });
    expect(calls).toHaveLength(1);
    expect((await store.list()).map((item) => item.id)).toEqual(['m1', 'm2']);
  });

  it('keeps a message the server could not take now (5xx, 408, 429)', async () => {
    for (const status of [500, 503, 408, 429]) {
      const store = openContactOutboxStore(freshDbName());
      await store.put(entry('m1', 1));
      const { fetch } = scriptedFetch(status);
      const result = await flushContactOutbox({
        fetch,
        store,
        locks: null,
        announce: () => undefined,
      });
      expect(result.pending, `status ${status}`).toBe(1);
      expect(await store.get('m1')).not.toBeNull();
    }
  });

  it('sets a message refused with a 4xx aside, with the API lines, and sends the next', async () => {
    const store = openContactOutboxStore(freshDbName());
    await store.put(entry('m1', 1));
    await store.put(entry('m2', 2));
    const { fetch, calls } = scriptedFetch(
      answer(400, [{ message: 'O campo telefone é inválido.' }]),
      200,
    );
    const notices: DeliveryNotice[] = [];
    const result = await flushContactOutbox({
      fetch,
      store,
      locks: null,
      announce: (n) => notices.push(n),
    });
    expect(result).toEqual({ sent: 1, rejected: 1, pending: 0 });
    expect(calls).toHaveLength(2);
    expect(notices).toEqual([
      { type: 'rejected', id: 'm1', messages: ['O campo telefone é inválido.'], message },
      { type: 'sent', id: 'm2' },
    ]);
    expect(await store.list()).toEqual([
      { ...entry('m1', 1), refusal: ['O campo telefone é inválido.'] },
    ]);

    const again = scriptedFetch(200);
    await flushContactOutbox({ fetch: again.fetch, store, locks: null, announce: () => undefined });
    expect(again.calls).toHaveLength(0);
  });

  it('two tabs flushing at once send a message once (the Web Lock)', async () => {
    const dbName = freshDbName();
    await openContactOutboxStore(dbName).put(entry('m1', 1));
    const locks = createFakeLocks();
    const { fetch, calls } = scriptedFetch(200);
    const flushTab = () =>
      flushContactOutbox({
        fetch,
        store: openContactOutboxStore(dbName),
        locks,
        announce: () => undefined,
      });
    const results = await Promise.all([flushTab(), flushTab()]);
    expect(calls).toHaveLength(1);
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1]);
  });
});

describe('the backoff', () => {
  it('waits 2 s, then twice as long after each failure, never more than 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000,
    ]);
    expect(FIRST_RETRY_MS).toBe(retryDelay(1));
    expect(MAX_RETRY_MS).toBe(300_000);
  });
});

describe('createContactOutbox (the page)', () => {
  it('offline: queues without trying, then sends once on the online event', async () => {
    const dbName = freshDbName();
    const { fetch, calls } = scriptedFetch(200);
    const { outbox, connection, store, timers } = outboxFor(dbName, fetch, fakeConnection(false));
    const stop = outbox.start();
    const id = await outbox.client(ANA).queue(message);
    const delivered = outbox.client(ANA).waitForDelivery(id);
    await outbox.flush();
    expect(calls).toHaveLength(0);
    expect(timers.scheduled).toEqual([]);
    expect(await store.get(id)).not.toBeNull();

    connection.goOnline();
    await delivered;
    expect(calls).toHaveLength(1);
    expect(await store.get(id)).toBeNull();
    stop();
  });

  it('retries on the backoff schedule until the message goes through', async () => {
    const { fetch, calls } = scriptedFetch('network', 'network', 503, 200);
    const { outbox, timers, store } = outboxFor(freshDbName(), fetch);
    const id = await outbox.client(ANA).queue(message);
    const delivered = outbox.client(ANA).waitForDelivery(id);
    await vi.waitFor(() => expect(timers.scheduled.map((t) => t.ms)).toEqual([2_000]));
    await timers.runNext();
    await vi.waitFor(() => expect(timers.scheduled.map((t) => t.ms)).toEqual([4_000]));
    await timers.runNext();
    await vi.waitFor(() => expect(timers.scheduled.map((t) => t.ms)).toEqual([8_000]));
    await timers.runNext();
    await delivered;
    expect(calls).toHaveLength(4);
    expect(timers.scheduled).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it('a 4xx is final: not retried, and the page gets the lines and the message back', async () => {
    const { fetch, calls } = scriptedFetch(answer(422, [{ message: 'E-mail recusado.' }]));
    const { outbox, timers, store } = outboxFor(freshDbName(), fetch);
    const id = await outbox.client(ANA).queue(message);
    const failure = await outbox
      .client(ANA)
      .waitForDelivery(id)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContactRejectedError);
    expect(failure).toMatchObject({ messages: ['E-mail recusado.'], contact: message });
    expect(calls).toHaveLength(1);
    expect(timers.scheduled).toEqual([]);
    await vi.waitFor(async () => expect(await store.list()).toEqual([]));
    expect(await outbox.client(ANA).takeRefused()).toBeNull();
  });

  it('a message refused with no page waiting is handed back to the next contact page, once', async () => {
    const dbName = freshDbName();
    const offline = outboxFor(dbName, scriptedFetch('network').fetch, fakeConnection(false));
    const id = await offline.outbox.client(ANA).queue(message);

    // The worker sends it with every tab closed, and the API refuses it.
    const refusal = answer(400, [{ message: 'O campo telefone é inválido.' }]);
    await flushContactOutbox({
      fetch: scriptedFetch(refusal).fetch,
      store: openContactOutboxStore(dbName),
      locks: null,
      announce: () => undefined,
    });

    const nextVisit = outboxFor(dbName, scriptedFetch(200).fetch);
    const late = await nextVisit.outbox
      .client(ANA)
      .waitForDelivery(id)
      .catch((error: unknown) => error);
    expect(late).toMatchObject({ messages: ['O campo telefone é inválido.'], contact: message });
    await vi.waitFor(async () => expect(await nextVisit.store.list()).toEqual([]));

    await offline.outbox.client(ANA).queue(message);
    await flushContactOutbox({
      fetch: scriptedFetch(answer(400, [{ message: 'E-mail recusado.' }])).fetch,
      store: openContactOutboxStore(dbName),
      locks: null,
      announce: () => undefined,
    });
    const handedBack = await nextVisit.outbox.client(ANA).takeRefused();
    expect(handedBack).toBeInstanceOf(ContactRejectedError);
    expect(handedBack).toMatchObject({ messages: ['E-mail recusado.'], contact: message });
    expect(await nextVisit.outbox.client(ANA).takeRefused()).toBeNull();
  });

  it('one flush at a time in a tab: a message is never sent twice by the same page', async () => {
    const dbName = freshDbName();
    await openContactOutboxStore(dbName).put(entry('m1', 1));
    const { fetch, calls } = scriptedFetch(200);
    const { outbox } = outboxFor(dbName, fetch);
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(calls).toHaveLength(1);
    await outbox.client(ANA).waitForDelivery('m1');
  });

  it('closing the tab loses nothing: the next visit sends what the last one queued', async () => {
    const dbName = freshDbName();
    const offline = scriptedFetch('network');
    const first = outboxFor(dbName, offline.fetch, fakeConnection(false));
    await first.outbox.client(ANA).queue(message);
    expect(offline.calls).toHaveLength(0);

    const { fetch, calls } = scriptedFetch(200);
    const next = outboxFor(dbName, fetch);
    const stop = next.outbox.start();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(async () => expect(await next.store.list()).toEqual([]));
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(message);
    stop();
  });

  it('asks for a Background Sync when it queues', async () => {
    const registerSync = vi.fn(() => Promise.resolve());
    const outbox = createContactOutbox({
      publicApiUrl: '/public-api',
      fetch: scriptedFetch('network').fetch,
      store: openContactOutboxStore(freshDbName()),
      locks: null,
      connection: fakeConnection(false),
      registerSync,
    });
    await outbox.client(ANA).queue(message);
    expect(registerSync).toHaveBeenCalledTimes(1);
  });

  it('a refused message goes back to its owner only, and an owner\'s "Sair" discards it', async () => {
    const dbName = freshDbName();
    const offline = outboxFor(dbName, scriptedFetch('network').fetch, fakeConnection(false));
    await offline.outbox.client('Ana@Jornada.demo').queue(message);
    await offline.outbox.client(null).queue({ ...message, nome: 'Visitante' });
    await flushContactOutbox({
      fetch: scriptedFetch(
        answer(400, [{ message: 'E-mail recusado.' }]),
        answer(400, [{ message: 'E-mail recusado.' }]),
      ).fetch,
      store: openContactOutboxStore(dbName),
      locks: null,
      announce: () => undefined,
    });

    const phone = outboxFor(dbName, scriptedFetch(200).fetch);
    expect(await phone.outbox.client(BRUNO).takeRefused()).toBeNull();
    expect(await phone.outbox.client(null).takeRefused()).toMatchObject({
      contact: { nome: 'Visitante' },
    });
    await phone.outbox.leave(ANA, 'sendLater');
    expect(await phone.store.list()).toEqual([]);
    expect(await phone.outbox.client(ANA).takeRefused()).toBeNull();
  });

  it('"Sair" counts the owner\'s waiting messages, then keeps or discards them as chosen', async () => {
    const dbName = freshDbName();
    const { outbox, store } = outboxFor(
      dbName,
      scriptedFetch('network').fetch,
      fakeConnection(false),
    );
    await outbox.client(ANA).queue(message);
    await outbox.client(ANA).queue({ ...message, mensagem: 'Segunda mensagem' });
    await outbox.client(BRUNO).queue({ ...message, nome: 'Bruno' });
    expect(await outbox.waitingCount(ANA)).toBe(2);
    expect(await outbox.waitingCount(null)).toBe(0);

    await outbox.leave(ANA, 'sendLater');
    expect(await outbox.waitingCount(ANA)).toBe(2);
    await outbox.leave(ANA, 'discard');
    expect(await outbox.waitingCount(ANA)).toBe(0);
    expect((await store.list()).map((entry) => entry.message.nome)).toEqual(['Bruno']);
  });

  it('a message discarded while it was being refused stays gone', async () => {
    const dbName = freshDbName();
    const { outbox, store } = outboxFor(
      dbName,
      scriptedFetch('network').fetch,
      fakeConnection(false),
    );
    await outbox.client(ANA).queue(message);
    const held: { answer?: (response: Response) => void } = {};
    const flushing = flushContactOutbox({
      fetch: () => new Promise<Response>((resolve) => (held.answer = resolve)),
      store: openContactOutboxStore(dbName),
      locks: null,
      announce: () => undefined,
    });
    await vi.waitFor(() => expect(held.answer).toBeDefined());
    await outbox.leave(ANA, 'discard');
    held.answer?.(answer(400, [{ message: 'E-mail recusado.' }]));
    expect(await flushing).toMatchObject({ rejected: 1 });
    expect(await store.list()).toEqual([]);
  });

  it('a refused message from before owners is handed back to nobody', async () => {
    const dbName = freshDbName();
    await openContactOutboxStore(dbName).put({ ...entry('old', 1), refusal: ['E-mail recusado.'] });
    const { outbox, store } = outboxFor(dbName, scriptedFetch(200).fetch);
    expect(await outbox.client(null).takeRefused()).toBeNull();
    expect(await store.list()).toEqual([]);
  });
});
