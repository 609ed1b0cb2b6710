/**
 * The slices of the API contract (../shared/product/api-contract.md) that the machines speak:
 * `@jornada/api`'s own contract types (types only: flows never import the api at run time).
 */
import type { Participant } from '@jornada/api';

export type {
  ContactRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LookUpParticipantRequest,
  LookUpParticipantResponse,
  RegisterRequest,
  TokenPair,
  UpdatePasswordRequest,
  UpdateProfileRequest,
  ValidateTokenRequest,
} from '@jornada/api';

/** The fields of the participant (call 1) the avatar machine reads. Any address may be null or empty. */
export type AvatarParticipant = Pick<
  Participant,
  'nome' | 'matricula' | 'avatarUrl' | 'avatarOpcao01Url' | 'avatarOpcao02Url' | 'avatarOpcao03Url'
>;
