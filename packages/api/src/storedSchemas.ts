/**
 * Schemas (valibot) of what the portal keeps in the browser's storage, checked when read, as in
 * ../shared/product/api-contract.md; the participant is also the answer of call 1. The stored
 * types of `contract.ts` are their outputs, so a field is described once. Loaded with the first
 * page (the header reads `userData`): answers of the other calls are in `responseSchemas.ts`.
 */
import * as v from 'valibot';

export const UNIDADES_DE_NEGOCIO = ['UN SUDESTE/SUL', 'UN CN', 'UN NO/NE', 'UN TRADE'] as const;

/** An image address: may be null or empty; anything else is none. */
const address = v.fallback(v.nullable(v.string()), null);

/** A text the page shows: missing, null or not a text is empty. */
const shownText = v.fallback(v.string(), '');

/** `1990-02-01` or `1990-02-01T00:00:00`; anything else is empty (nothing to show). */
const isoDate = v.fallback(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T|$)/)), '');

/**
 * Call 1: `GET /participante`, read tolerantly: a participant is an object with an e-mail; any
 * other field that is missing or malformed shows empty (an unknown business unit gets the
 * generic artwork), never the whole page as an error.
 */
export const participantSchema = v.object({
  email: v.string(),
  dataDeNascimento: isoDate,
  nome: shownText,
  matricula: shownText,
  avatarUrl: address,
  avatarOpcao01Url: address,
  avatarOpcao02Url: address,
  avatarOpcao03Url: address,
  imagemUploadedUrl: address,
  /** One of UNIDADES_DE_NEGOCIO, as the API writes it; the portal reads it leniently. */
  unidadeDeNegocio: shownText,
});

/** A token or code sent as is: visible ASCII, no spaces (a JWT, a hex refresh token, a code). */
export const tokenSchema = v.pipe(v.string(), v.regex(/^[!-~]+$/));

/**
 * `userData` in storage: the token claims after login, replaced by the profile read.
 * Profile fields are present once the profile has been read.
 */
export const userDataSchema = v.object({
  ...v.partial(participantSchema).entries,
  id: v.optional(v.string()),
  email: v.string(),
  nome: v.string(),
  avatarUrl: v.nullable(v.string()),
});

/** `firstAccessData` in storage. */
export const firstAccessDataSchema = v.object({
  email: v.string(),
  dataDeNascimento: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
