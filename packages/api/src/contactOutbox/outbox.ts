import type { ContactRequest } from '../contract';
import type { LockRequester } from '../crossTabLock';
import { sendContactRequest } from '../endpoints/contact';
import { draftOwner, type DraftOwner } from '../draftForms';
import { registerBackgroundSync } from './backgroundSync';
import { retryDelay } from './backoff';
import { flushContactOutbox } from './flush';
import { broadcastNotice, listenForNotices, type DeliveryNotice } from './notices';
import { openContactOutboxStore, type ContactOutboxStore, type QueuedContact } from './store';

/** How a queued message fails for good: the API refused it (a 4xx); `contact` is what was sent. */
export class ContactRejectedError extends Error {
  override readonly name = 'ContactRejectedError';
  constructor(
    readonly messages: string[],
    readonly contact: ContactRequest,
  ) {
    super(messages.join('\n'));
  }
}

/**
 * The part of the outbox the contact form uses (the flows' actors take it by this type), for one
 * owner: what it queues is theirs, and only theirs comes back refused.
 */
export interface ContactOutboxClient {
  /** Keeps `message` in the outbox and starts trying to send it; resolves to its id once stored. */
  queue(message: ContactRequest): Promise<string>;
  /**
   * Resolves once message `id` is sent (by any tab or the worker). Rejects with a
   * `ContactRejectedError` when the API refused it, which hands the message back: it leaves the outbox.
   */
  waitForDelivery(id: string, signal?: AbortSignal): Promise<void>;
  /**
   * The owner's oldest message the API refused while no page was waiting for it, handed back (it
   * leaves the outbox) as a `ContactRejectedError`; null when there is none.
   */
  takeRefused(): Promise<ContactRejectedError | null>;
}

/** What "Sair" does with the participant's messages still waiting for a connection. */
export type WaitingMessagesChoice = 'sendLater' | 'discard';

export interface ContactOutbox {
  /** The contact form's side of the outbox for `owner` (`draftOwner`; null: anonymous). */
  client(owner: DraftOwner): ContactOutboxClient;
  /** How many of `owner`'s messages wait to be sent (refused ones are not waiting). */
  waitingCount(owner: DraftOwner): Promise<number>;
  /**
   * `owner` leaves ("Sair"): their refused messages go, and their waiting ones are kept for the
   * outbox to send (`sendLater`) or go too (`discard`).
   */
  leave(owner: DraftOwner, choice: WaitingMessagesChoice): Promise<void>;
  /** Sends what is queued, one flush at a time in this tab; after a failure retries with the backoff. */
  flush(): Promise<void>;
  /** Flushes now and on each `online` event; returns the function that stops it. */
  start(): () => void;
}

/** Where the connection is read and its `online` event heard: the window, or a stand-in in tests. */
export interface Connection {
  isOnline(): boolean;
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

export interface ContactOutboxOptions {
  publicApiUrl: string;
  fetch?: typeof fetch;
  store?: ContactOutboxStore;
  locks?: LockRequester | null;
  connection?: Connection;
  registerSync?: () => Promise<void>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  newId?: () => string;
  now?: () => number;
}

const refusedNotice = ({ id, refusal = [], message }: QueuedContact) => ({
  type: 'rejected' as const,
  id,
  messages: refusal,
  message,
});

const browserConnection = (): Connection => ({
  isOnline: () => navigator.onLine !== false,
  addEventListener: (type, listener) => globalThis.addEventListener(type, listener),
  removeEventListener: (type, listener) => globalThis.removeEventListener(type, listener),
});

/** The page's outbox: queues messages, sends them when it can, and retries with a backoff. */
export function createContactOutbox(options: ContactOutboxOptions): ContactOutbox {
  const {
    publicApiUrl,
    store = openContactOutboxStore(),
    locks,
    connection = browserConnection(),
    registerSync = registerBackgroundSync,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    newId = () => crypto.randomUUID(),
    now = Date.now,
  } = options;
  // Read at call time, so a test's or a polyfill's later fetch is the one used.
  const fetchFn: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  // What this tab's own flushes settled: a message may go out before its page starts listening.
  const settled = new Map<string, DeliveryNotice>();
  const announce = (notice: DeliveryNotice) => {
    settled.set(notice.id, notice);
    broadcastNotice(notice);
  };

  let failures = 0;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function flushOnce() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!connection.isOnline()) return; // the `online` event flushes
    const { pending } = await flushContactOutbox({ fetch: fetchFn, store, announce, locks }).catch(
      () => ({ pending: 1 }),
    );
    if (pending === 0) {
      failures = 0;
      return;
    }
    failures += 1;
    timer = setTimer(() => void flush(), retryDelay(failures));
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await flushOnce();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => {
    failures = 0;
    void flush();
  };

  const ownedBy = async (owner: DraftOwner) =>
    (await store.list()).filter((entry) => entry.owner === owner);

  function client(owner: DraftOwner): ContactOutboxClient {
    return {
      async queue(message) {
        const id = newId();
        const url = `${publicApiUrl}${sendContactRequest(message).url}`;
        await store.put({ id, url, message, owner, queuedAt: now() });
        registerSync().catch(() => undefined);
        void flush();
        return id;
      },
      waitForDelivery,
      async takeRefused() {
        const all = await store.list();
        // Refused before messages had owners: nobody can be told it is theirs.
        const orphans = all.filter((entry) => entry.refusal && entry.owner === undefined);
        await Promise.all(orphans.map((entry) => store.remove(entry.id)));
        const refused = all.find((entry) => entry.refusal && entry.owner === owner);
        if (!refused) return null;
        await store.remove(refused.id);
        const notice = refusedNotice(refused);
        return new ContactRejectedError(notice.messages, notice.message);
      },
    };
  }

  function waitForDelivery(id: string, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const settle = (notice: DeliveryNotice) => {
        stop();
        if (notice.type === 'sent') return resolve();
        store.remove(id).catch(() => undefined);
        reject(new ContactRejectedError(notice.messages, notice.message));
      };
      const stop = listenForNotices((notice) => {
        if (notice.id === id) settle(notice);
      });
      signal?.addEventListener(
        'abort',
        () => {
          stop();
          reject(signal.reason);
        },
        { once: true },
      );
      const own = settled.get(id);
      if (own) return settle(own);
      // Settled by another tab or the worker before this page listened.
      store.get(id).then(
        (entry) => {
          if (!entry) settle({ type: 'sent', id });
          else if (entry.refusal) settle(refusedNotice(entry));
        },
        () => undefined,
      );
    });
  }

  return {
    client: (owner) => client(draftOwner(owner)),
    async waitingCount(owner) {
      const owned = await ownedBy(draftOwner(owner));
      return owned.filter((entry) => !entry.refusal).length;
    },
    async leave(owner, choice) {
      const owned = await ownedBy(draftOwner(owner));
      const going = owned.filter((entry) => entry.refusal || choice === 'discard');
      await Promise.all(going.map((entry) => store.remove(entry.id)));
    },
    flush,
    start() {
      connection.addEventListener('online', onOnline);
      void flush();
      return () => {
        connection.removeEventListener('online', onOnline);
        if (timer !== null) clearTimer(timer);
        timer = null;
      };
    },
  };
}
