import { CONTACT_OUTBOX_SYNC_TAG } from '@jornada/api/contact-outbox';

/** Background Sync's event (not in TypeScript's worker lib). */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/**
 * Background Sync of the contact outbox: the worker sends what a page queued without a connection,
 * even once every tab is closed. A rejection asks the browser to try again later.
 */
export function contactSync(flush: () => Promise<{ pending: number }>): (event: SyncEvent) => void {
  return (event) => {
    if (event.tag !== CONTACT_OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flush().then(({ pending }) => {
        if (pending > 0) throw new Error('contact outbox: still offline');
      }),
    );
  };
}
