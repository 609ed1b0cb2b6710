/**
 * Types of the campaign API, as in ../shared/product/api-contract.md.
 * One interface per body and per answer, named after the call. What the portal receives or
 * stores is typed by its schema (`storedSchemas.ts`, `responseSchemas.ts`), which checks it
 * when it arrives or is read.
 */
import type { InferOutput } from 'valibot';
import type { ContactField } from './contactRequest';
import type {
  lookUpParticipantResponseSchema,
  presignedUrlResponseSchema,
  tokenPairSchema,
} from './responseSchemas';
import type {
  firstAccessDataSchema,
  participantSchema,
  UNIDADES_DE_NEGOCIO,
  userDataSchema,
} from './storedSchemas';

export type UnidadeDeNegocio = (typeof UNIDADES_DE_NEGOCIO)[number];

/** Runtime configuration read from `/config.json` before the portal renders. */
export interface Config {
  /** Private base address: every call except the contact call. */
  apiUrl: string;
  /** Public base address: only `POST /fale-conosco`. */
  publicApiUrl: string;
  /** Prefix stripped from profile image addresses before display. */
  storageHost: string;
}

/** Call 1: `GET /participante`. Any address may be null or empty. */
export type Participant = InferOutput<typeof participantSchema>;

/** Call 2: `PUT /participante`. `avatarUrl` exactly as the API gave it. */
export interface UpdateProfileRequest {
  nome: string;
  matricula: string;
  avatarUrl: string | null;
}

/** Call 3: `POST /participante/get-by-email`. */
export interface LookUpParticipantRequest {
  email: string;
  /** yyyy-mm-dd */
  dataDeNascimento: string;
}
export type LookUpParticipantResponse = InferOutput<typeof lookUpParticipantResponseSchema>;

/** Call 4: `POST /auth/two-factor-authentication-code`. */
export interface RequestCodeRequest {
  email: string;
}

/** Call 5: `POST /auth`. */
export interface LoginRequest {
  email: string;
  password: string;
  twoFactorAuthenticationCode: string;
}

/** Calls 5 and 12 answer with both tokens. */
export type TokenPair = InferOutput<typeof tokenPairSchema>;

/** Call 6: `POST /participante`. */
export interface RegisterRequest {
  email: string;
  nome: string;
  matricula: string;
  imagemUploadedUrl: string;
  password: string;
  confirmPassword: string;
  twoFactorAuthenticationCode: string;
}

/** Call 7: `POST /presigned-url`. */
export interface PresignedUrlRequest {
  email: string;
  tipoUpload: 0;
  contentType: string;
  /** Lower case, without the dot: `jpg`, `png`, `webp`. */
  extensao: string;
}
export type PresignedUrlResponse = InferOutput<typeof presignedUrlResponseSchema>;

/** Call 9: `POST /auth/forgot-password`. */
export interface ForgotPasswordRequest {
  email: string;
}

/** Call 10: `POST /auth/validate-token`. */
export interface ValidateTokenRequest {
  email: string;
  token: string;
}

/** Call 11: `POST /auth/update-password`. */
export interface UpdatePasswordRequest {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

/** Call 12: `POST /auth/refresh-token`. */
export interface RefreshTokenRequest {
  refreshToken: string;
}

/**
 * Call 13: `POST /fale-conosco` on the public base: a text for each of `CONTACT_FIELDS`
 * (`telefone` is the 11 digits alone).
 */
export type ContactRequest = Record<ContactField, string>;

/** A 4xx/5xx body that is a JSON array: one line per item's `message`. */
export interface ApiErrorItem {
  message: string;
}

/** Claims the portal reads (without verifying) from the access token's payload. */
export interface AccessTokenClaims {
  id: string;
  email: string;
  nome: string;
  avatarUrl: string | null;
  exp?: number;
}

/**
 * `userData` in storage: the token claims after login, replaced by the profile read.
 * Profile fields are present once the profile has been read.
 */
export type UserData = InferOutput<typeof userDataSchema>;

/** `firstAccessData` in storage. */
export type FirstAccessData = InferOutput<typeof firstAccessDataSchema>;

/** Paths of the contract, relative to their base address. */
export const PATHS = {
  participante: '/participante',
  getByEmail: '/participante/get-by-email',
  twoFactorCode: '/auth/two-factor-authentication-code',
  auth: '/auth',
  presignedUrl: '/presigned-url',
  forgotPassword: '/auth/forgot-password',
  validateToken: '/auth/validate-token',
  updatePassword: '/auth/update-password',
  refreshToken: '/auth/refresh-token',
  faleConosco: '/fale-conosco',
} as const;
