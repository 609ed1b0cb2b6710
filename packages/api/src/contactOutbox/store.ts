import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { CONTACT_FIELDS } from '../contactRequest';
import type { ContactRequest } from '../contract';
import type { DraftOwner } from '../draftForms';

/** One message waiting in the outbox, with the address it goes to (so a service worker needs no config). */
export interface QueuedContact {
  id: string;
  /** `{publicApiUrl}/fale-conosco`, as the page resolved it. */
  url: string;
  message: ContactRequest;
  /**
   * Who wrote it (`draftOwner`): only they get it back if it is refused, and their "Sair" decides
   * its fate. Missing on messages queued by builds before owners: never handed back to anyone.
   */
  owner?: DraftOwner;
  /** Epoch ms: the outbox sends in the order messages were written. */
  queuedAt: number;
  /**
   * The API's lines when it refused the message for good (a 4xx): never sent again, kept until a
   * contact page gives the message back to the participant with them.
   */
  refusal?: string[];
}

export const CONTACT_OUTBOX_DB = 'jornada-contact-outbox';

/** The outbox in IndexedDB: no `window`, no DOM, so a service worker can use it as a page does. */
export interface ContactOutboxStore {
  /** Writes `entry`, new or updated. */
  put(entry: QueuedContact): Promise<void>;
  /** Every well-formed entry, oldest first; a malformed one is discarded. */
  list(): Promise<QueuedContact[]>;
  get(id: string): Promise<QueuedContact | null>;
  remove(id: string): Promise<void>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A queued message as a build wrote it: every field of `CONTACT_FIELDS` a text. Only their type
 * is checked (the API judges the values, and a refusal comes back with its lines), and fields the
 * contract no longer has stay: a message queued by an older build is still sent.
 */
const isContactRequest = (message: unknown): message is ContactRequest =>
  typeof message === 'object' &&
  message !== null &&
  CONTACT_FIELDS.every((field) => isText((message as Partial<Record<string, unknown>>)[field]));

function isQueuedContact(value: unknown): value is QueuedContact {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<QueuedContact>;
  return (
    isText(entry.id) &&
    isText(entry.url) &&
    typeof entry.queuedAt === 'number' &&
    isContactRequest(entry.message) &&
    (entry.owner === undefined || entry.owner === null || isText(entry.owner)) &&
    (entry.refusal === undefined || (Array.isArray(entry.refusal) && entry.refusal.every(isText)))
  );
}

/** Opens the database on first use (not on import), so importing this module costs nothing. */
export function openContactOutboxStore(dbName = CONTACT_OUTBOX_DB): ContactOutboxStore {
  let store: UseStore | null = null;
  const objectStore = () => (store ??= createStore(dbName, 'messages'));
  return {
    put: (entry) => set(entry.id, entry, objectStore()),
    list: async () => {
      const all = await entries<string, unknown>(objectStore());
      const malformed = all.filter(([, value]) => !isQueuedContact(value)).map(([key]) => key);
      await Promise.all(malformed.map((key) => del(key, objectStore())));
      return all
        .map(([, value]) => value)
        .filter(isQueuedContact)
        .sort((a, b) => a.queuedAt - b.queuedAt);
    },
    get: async (id) => {
      const value = await get<unknown>(id, objectStore());
      return isQueuedContact(value) ? value : null;
    },
    remove: (id) => del(id, objectStore()),
  };
}
