/**
 * The slices of the API contract (../shared/product/api-contract.md) that the machines speak.
 * Structural copies of `@jornada/api`'s contract types: the api package has no entry point yet,
 * so these stay local until it does (then: `import type { … } from '@jornada/api'`).
 */

/** Call 3 body: `POST /participante/get-by-email`. */
export interface LookUpParticipantRequest {
  email: string;
  /** yyyy-mm-dd */
  dataDeNascimento: string;
}
/** Call 3 answer. */
export interface LookUpParticipantResponse {
  nome: string;
  matricula: string;
  cadastroRealizado: boolean;
}

/** Calls 5 and 12 answer with both tokens. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Call 5 body: `POST /auth`. */
export interface LoginRequest {
  email: string;
  password: string;
  twoFactorAuthenticationCode: string;
}

/** Call 6 body: `POST /participante`. */
export interface RegisterRequest {
  email: string;
  nome: string;
  matricula: string;
  imagemUploadedUrl: string;
  password: string;
  confirmPassword: string;
  twoFactorAuthenticationCode: string;
}

/** Call 10 body: `POST /auth/validate-token`. */
export interface ValidateTokenRequest {
  email: string;
  token: string;
}

/** Call 11 body: `POST /auth/update-password`. */
export interface UpdatePasswordRequest {
  email: string;
  token: string;
  password: string;
  confirmPassword: string;
}

/** Call 2 body: `PUT /participante`. `avatarUrl` exactly as the API gave it. */
export interface UpdateProfileRequest {
  nome: string;
  matricula: string;
  avatarUrl: string | null;
}

/** Call 13 body: `POST /fale-conosco`. `telefone` is the 11 digits alone. */
export interface ContactRequest {
  nome: string;
  email: string;
  telefone: string;
  mensagem: string;
}

/** The fields of the participant (call 1) the avatar machine reads. Any address may be null or empty. */
export interface AvatarParticipant {
  nome: string;
  matricula: string;
  avatarUrl: string | null;
  avatarOpcao01Url: string | null;
  avatarOpcao02Url: string | null;
  avatarOpcao03Url: string | null;
}
