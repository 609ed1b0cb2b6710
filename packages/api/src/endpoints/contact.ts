import type { Build } from '../baseApi';
import { PATHS, type ContactRequest } from '../contract';

/** Call 13, on the public base address. */
export const contactEndpoints = (build: Build) => ({
  /** POST {publicApiUrl}/fale-conosco; `telefone` is the 11 digits alone. */
  sendContact: build.mutation<unknown, ContactRequest>({
    query: (body) => ({ url: PATHS.faleConosco, method: 'POST', body }),
    extraOptions: { public: true },
  }),
});
