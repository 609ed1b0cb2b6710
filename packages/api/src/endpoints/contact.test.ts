import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../baseQuery';
import { flushContactOutbox } from '../contactOutbox/flush';
import { createContactOutbox } from '../contactOutbox/outbox';
import { openContactOutboxStore } from '../contactOutbox/store';
import type { ContactRequest } from '../contract';
import { createApiStore, portalApi } from '../portalApi';
import { logout, setTokens } from '../session';
import { createMemoryStorage, replaceLocalStorage } from '../storage';

const message: ContactRequest = {
  nome: 'Ana Paula Souza',
  email: 'ana@jornada.demo',
  telefone: '11987654321',
  mensagem: 'Quando ficam prontos os avatares da minha unidade?',
};
const PUBLIC_API_URL = 'https://public.example.com';

/** A fetch that answers 200 and keeps each request as the server would see it. */
function recordingFetch() {
  const seen: Array<{ method: string; url: string; headers: object; body: unknown }> = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: JSON.parse(await request.text()) as unknown,
    });
    return new Response(null, { status: 200 });
  };
  return { fetch: fn as typeof fetch, seen };
}

afterEach(() => {
  logout({ reload: () => undefined });
  replaceLocalStorage(null);
});

describe('call 13, written once (`sendContactRequest`)', () => {
  it('the outbox sends what the sendContact endpoint sends, with no bearer while logged in', async () => {
    replaceLocalStorage(createMemoryStorage());
    setTokens({ accessToken: 'a.b.c', refreshToken: 'r' });

    const endpoint = recordingFetch();
    configureApi(
      { apiUrl: 'https://api.example.com', publicApiUrl: PUBLIC_API_URL, storageHost: '' },
      { fetchFn: endpoint.fetch, locks: null },
    );
    await createApiStore().dispatch(portalApi.endpoints.sendContact.initiate(message)).unwrap();

    const outbox = recordingFetch();
    const store = openContactOutboxStore('contact-endpoint-test');
    const queued = createContactOutbox({
      publicApiUrl: PUBLIC_API_URL,
      store,
      locks: null,
      // Offline: the page's own flush waits; the flush below is the service worker's.
      connection: { isOnline: () => false, addEventListener() {}, removeEventListener() {} },
      registerSync: () => Promise.resolve(),
    });
    await queued.client(null).queue(message);
    // What the service worker runs: no Redux store, no config, only the queued entry.
    await flushContactOutbox({
      fetch: outbox.fetch,
      store,
      locks: null,
      announce: () => undefined,
    });

    expect(endpoint.seen).toHaveLength(1);
    expect(outbox.seen).toEqual(endpoint.seen);
    expect(endpoint.seen[0]).toMatchObject({
      method: 'POST',
      url: `${PUBLIC_API_URL}/fale-conosco`,
      headers: { 'content-type': 'application/json' },
      body: message,
    });
  });
});
