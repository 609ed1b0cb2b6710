import type { ContactRequest } from '../contract';

/** The channel on which whoever flushed the outbox (a tab, the service worker) tells every tab. */
export const CONTACT_OUTBOX_CHANNEL = 'jornada:contact-outbox';

/** What became of a queued message: sent, or refused by the API for good (with its lines). */
export type DeliveryNotice =
  | { type: 'sent'; id: string }
  | { type: 'rejected'; id: string; messages: string[]; message: ContactRequest };

/** Posts `notice` to every tab of the origin; nothing where BroadcastChannel is missing. */
export function broadcastNotice(notice: DeliveryNotice): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CONTACT_OUTBOX_CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/** Calls `listener` with each notice until the returned function is called. */
export function listenForNotices(listener: (notice: DeliveryNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CONTACT_OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<DeliveryNotice>) => listener(event.data);
  return () => channel.close();
}
