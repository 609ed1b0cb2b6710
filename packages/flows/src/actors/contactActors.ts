import type { ApiClient, ContactRequest } from '@jornada/api';
import type { ContactOutboxClient } from '@jornada/api/contact-outbox';
import { fromPromise } from 'xstate';
import { GENERIC_ERROR } from '../machines/shared/messages';

export type ContactClient = Pick<ApiClient, 'sendContact'>;

/** How `sendContact` fails when the browser knows it is offline: like a request with no answer. */
const OFFLINE = { network: true, messages: [GENERIC_ERROR] } as const;

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The contact machine's actors: `POST /fale-conosco` on the public base and, given an `outbox`,
 * the queue for a message written without a connection (not even tried while the browser says it
 * is offline). Without an outbox a network failure shows the generic text, as any failure.
 */
export function contactActors(
  client: ContactClient,
  outbox?: ContactOutboxClient,
  isOnline: () => boolean = browserIsOnline,
) {
  const withoutOutbox = () => Promise.reject(new Error('No contact outbox was given.'));
  return {
    sendContact: fromPromise<unknown, ContactRequest>(({ input, signal }) =>
      outbox && !isOnline() ? Promise.reject(OFFLINE) : client.sendContact(input, { signal }),
    ),
    queueContact: fromPromise<string, ContactRequest>(({ input }) =>
      outbox ? outbox.queue(input) : withoutOutbox(),
    ),
    awaitDelivery: fromPromise<unknown, string>(({ input, signal }) =>
      outbox ? outbox.waitForDelivery(input, signal) : withoutOutbox(),
    ),
  };
}
