import type { Build } from '../baseApi';
import { PATHS, type ContactRequest } from '../contract';
import { noAnswer } from './noAnswer';

/**
 * Call 13's request: POST {publicApiUrl}/fale-conosco, the message as JSON (`telefone` the 11
 * digits alone). Sent by the endpoint below and by the contact outbox, with a plain `fetch` where
 * there is no store (the service worker, which imports this module: no RTK at run time here).
 */
export const sendContactRequest = (body: ContactRequest) =>
  ({ url: PATHS.faleConosco, method: 'POST', body }) as const;

/** Call 13, on the public base address: no bearer header, so no refresh. */
export const contactEndpoints = (build: Build) => ({
  sendContact: build.mutation<void, ContactRequest>({
    query: sendContactRequest,
    extraOptions: { public: true },
    transformResponse: noAnswer,
  }),
});
