import { platformLocks, withCrossTabLock, type LockRequester } from '../crossTabLock';
import { sendContactRequest } from '../endpoints/contact';
import { toErrorLines } from '../errors';
import { broadcastNotice, type DeliveryNotice } from './notices';
import { openContactOutboxStore, type ContactOutboxStore, type QueuedContact } from './store';

/** The Web Lock held while the outbox is sent: two tabs (or a tab and the worker) never both send. */
export const CONTACT_OUTBOX_LOCK = 'jornada:contact-outbox';

export interface FlushOptions {
  /** The page's or the service worker's `fetch`. */
  fetch: typeof fetch;
  store?: ContactOutboxStore;
  /** Defaults to `navigator.locks` (pages and workers both have it). */
  locks?: LockRequester | null;
  /** Defaults to a BroadcastChannel post to every tab. */
  announce?: (notice: DeliveryNotice) => void;
}

export interface FlushResult {
  sent: number;
  /** Refused for good by the API (a 4xx answer): never sent again, kept with the API's lines. */
  rejected: number;
  /** Still queued: the network failed (or the server was unavailable); try again later. */
  pending: number;
}

type Delivery = { kind: 'sent' } | { kind: 'retry' } | { kind: 'rejected'; messages: string[] };

/**
 * A 4xx is the API's answer about the message itself (a validation line, a refused address):
 * sending the same bytes again gets the same answer, so it is final. 408 and 429 are about timing.
 */
const isFinalRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends `entry` as the `sendContact` endpoint would (`sendContactRequest`), to the address it was
 * queued with: a public call, so no bearer header and no refresh (a 401 is an answer like any 4xx).
 */
async function deliver(fetchFn: typeof fetch, entry: QueuedContact): Promise<Delivery> {
  const { method, body } = sendContactRequest(entry.message);
  let response: Response;
  try {
    response = await fetchFn(entry.url, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'retry' };
  }
  if (response.ok) return { kind: 'sent' };
  if (!isFinalRefusal(response.status)) return { kind: 'retry' };
  const data = await readJson(response);
  return { kind: 'rejected', messages: toErrorLines({ status: response.status, data }) };
}

/**
 * Sends every queued contact message, oldest first, holding the outbox lock. A sent message leaves
 * the outbox; a refused one stays, marked with the API's lines, until a contact page takes it back.
 * Every tab hears of both. Stops at the first network failure.
 * No `window` or DOM: the service worker's `sync` handler calls it as the page does.
 */
export function flushContactOutbox(options: FlushOptions): Promise<FlushResult> {
  const { fetch: fetchFn, store = openContactOutboxStore(), announce = broadcastNotice } = options;
  const locks = options.locks === undefined ? platformLocks() : options.locks;
  return withCrossTabLock(locks, CONTACT_OUTBOX_LOCK, async () => {
    const queued = (await store.list()).filter((entry) => !entry.refusal);
    const result: FlushResult = { sent: 0, rejected: 0, pending: 0 };
    for (const [index, entry] of queued.entries()) {
      const delivery = await deliver(fetchFn, entry);
      if (delivery.kind === 'retry') return { ...result, pending: queued.length - index };
      if (delivery.kind === 'sent') {
        await store.remove(entry.id);
        result.sent += 1;
        announce({ type: 'sent', id: entry.id });
      } else {
        // Discarded meanwhile (its owner's "Sair"): it stays gone.
        if (await store.get(entry.id)) await store.put({ ...entry, refusal: delivery.messages });
        result.rejected += 1;
        announce({
          type: 'rejected',
          id: entry.id,
          messages: delivery.messages,
          message: entry.message,
        });
      }
    }
    return result;
  });
}
