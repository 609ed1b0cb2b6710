import { createContactOutbox, type ContactOutbox } from '@jornada/api/contact-outbox';
import { getAppConfig } from '../config/appConfig';

let outbox: ContactOutbox | null = null;

/** The tab's one contact outbox (the contact page queues in it, start-up sends), to the public API. */
export function getContactOutbox(): ContactOutbox {
  outbox ??= createContactOutbox({ publicApiUrl: getAppConfig().publicApiUrl });
  return outbox;
}
