/**
 * Schemas (valibot) of the API's answers other than the participant (`storedSchemas.ts`), checked
 * as they arrive (`responseSchema` of each endpoint). The answer types of `contract.ts` are their
 * outputs. Only the api's lazy chunk loads them.
 */
import * as v from 'valibot';
import { tokenSchema } from './storedSchemas';

/** Call 3: `POST /participante/get-by-email`. */
export const lookUpParticipantResponseSchema = v.object({
  nome: v.string(),
  matricula: v.string(),
  cadastroRealizado: v.boolean(),
});

/** Calls 5 and 12 answer with both tokens. */
export const tokenPairSchema = v.object({ accessToken: tokenSchema, refreshToken: tokenSchema });

/** Call 7: `POST /presigned-url`. */
export const presignedUrlResponseSchema = v.object({ presignedUrl: v.pipe(v.string(), v.url()) });
