/** The contact form (call 13, `POST /fale-conosco` on the public base): messages are kept. */
import { http, type HttpHandler } from 'msw';
import { CONTACT_RULES } from '../contactRequest';
import { PATHS, type ContactRequest } from '../contract';
import { route, type MockContext } from './context';
import { readBody } from './readBody';
import { ok } from './responses';
import { keepLast } from './state';

export function contactHandlers({ settings, store }: MockContext): HttpHandler[] {
  return [
    http.post(route(settings.publicApiBase, PATHS.faleConosco), async ({ request }) => {
      const { body, error } = await readBody<ContactRequest>(request, CONTACT_RULES);
      if (error) return error;
      keepLast(store.contactMessages, body);
      return ok();
    }),
  ];
}
