import type { ApiClient } from '@jornada/api';
import { fromPromise } from 'xstate';
import type { ContactRequest } from '@jornada/api';

export type ContactClient = Pick<ApiClient, 'sendContact'>;

/** The contact machine's actor: `POST /fale-conosco` on the public base. */
export function contactActors(client: ContactClient) {
  return {
    sendContact: fromPromise<unknown, ContactRequest>(({ input, signal }) =>
      client.sendContact(input, { signal }),
    ),
  };
}
