import type { Build } from '../baseApi';
import {
  PATHS,
  type LoginRequest,
  type LookUpParticipantRequest,
  type LookUpParticipantResponse,
  type RegisterRequest,
  type RequestCodeRequest,
  type TokenPair,
} from '../contract';
import { lookUpParticipantResponseSchema, tokenPairSchema } from '../responseSchemas';
import { startSession } from '../session';
import { noAnswer } from './noAnswer';

/** Calls 3 to 6: first access, code, login, registration (the refresh, call 12, is `baseQuery`'s). */
export const accessEndpoints = (build: Build) => ({
  /** POST /participante/get-by-email */
  lookUpParticipant: build.mutation<LookUpParticipantResponse, LookUpParticipantRequest>({
    query: (body) => ({ url: PATHS.getByEmail, method: 'POST', body }),
    responseSchema: lookUpParticipantResponseSchema,
  }),
  /** POST /auth/two-factor-authentication-code */
  requestCode: build.mutation<void, RequestCodeRequest>({
    query: (body) => ({ url: PATHS.twoFactorCode, method: 'POST', body }),
    transformResponse: noAnswer,
  }),
  /** POST /auth; stores both tokens and `userData` from the claims. Never refreshes on 401. */
  login: build.mutation<TokenPair, LoginRequest>({
    query: (body) => ({ url: PATHS.auth, method: 'POST', body }),
    responseSchema: tokenPairSchema,
    extraOptions: { skipReauth: true },
    async onQueryStarted(_arg, { queryFulfilled }) {
      try {
        const { data } = await queryFulfilled;
        startSession(data);
      } catch {
        // the error is on the mutation's state
      }
    },
  }),
  /** POST /participante (registration). */
  register: build.mutation<void, RegisterRequest>({
    query: (body) => ({ url: PATHS.participante, method: 'POST', body }),
    transformResponse: noAnswer,
  }),
});
