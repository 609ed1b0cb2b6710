/**
 * Schemas (valibot) of what the portal keeps in the browser's storage, checked when read, as in
 * ../shared/product/api-contract.md; the participant is also the answer of call 1. The stored
 * types of `contract.ts` are their outputs, so a field is described once. Loaded with the first
 * page (the header reads `userData`): answers of the other calls are in `responseSchemas.ts`.
 */
import * as v from 'valibot';

export const UNIDADES_DE_NEGOCIO = ['UN SUDESTE/SUL', 'UN CN', 'UN NO/NE', 'UN TRADE'] as const;

/** An image address: may be null or empty. */
const address = v.nullable(v.string());

/** `1990-02-01` or `1990-02-01T00:00:00`. */
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T|$)/));

/** Call 1: `GET /participante`. */
export const participantSchema = v.object({
  email: v.string(),
  dataDeNascimento: isoDate,
  nome: v.string(),
  matricula: v.string(),
  avatarUrl: address,
  avatarOpcao01Url: address,
  avatarOpcao02Url: address,
  avatarOpcao03Url: address,
  imagemUploadedUrl: address,
  unidadeDeNegocio: v.picklist(UNIDADES_DE_NEGOCIO),
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
