import type { PendingAccess, TokenPair } from '@jornada/api';
import type { PhotoUpload } from '@jornada/ui';
import type { FieldErrors } from './shared/fieldErrors';
import type { RequestState } from './shared/request';

/** `?painel=` of /pre-login. Without it the machine starts at the login panel. */
export type AccessPanelParam = 'primeiro-acesso' | 'login' | 'recuperar' | 'sucesso';
export const ACCESS_PANEL_PARAMS: readonly AccessPanelParam[] = [
  'primeiro-acesso',
  'login',
  'recuperar',
  'sucesso',
];

export interface AccessInput {
  initialPanel?: AccessPanelParam | undefined;
  /**
   * What this tab kept of a flow waiting for its code (a reload, a restored tab): the machine
   * starts at that panel with it, sending no e-mail. Wins over `initialPanel`.
   */
  restored?: PendingAccess | undefined;
  /**
   * What was typed in the pre-login forms before a reload (their drafts): restored into the forms,
   * each with `Rascunho restaurado.` until discarded or its form succeeds. A pending code's data
   * (`restored`) wins over the first access draft.
   */
  drafts?: AccessDrafts | undefined;
}

/** What a draft keeps of each pre-login form: typed text, never a password, code or photo. */
export interface AccessDraftValues {
  firstAccess: FirstAccessForm;
  registration: Pick<RegistrationForm, 'nome' | 'matricula'>;
  recovery: { email: string };
}
export type AccessDraftForm = keyof AccessDraftValues;
export type AccessDrafts = { [F in AccessDraftForm]?: AccessDraftValues[F] | null | undefined };

/** The panels the UI renders (top-level states). `authenticated` is final: the portal navigates. */
export type AccessPanel =
  'firstAccess' | 'login' | 'code' | 'registration' | 'recovery' | 'success' | 'authenticated';

export interface FirstAccessForm {
  email: string;
  /** As typed: dd/mm/yyyy or the unmasked ddmmyyyy. Sent as yyyy-mm-dd (`birthDateToIso`). */
  birthDate: string;
}
export interface LoginForm {
  email: string;
  password: string;
}
export interface RegistrationForm {
  nome: string;
  matricula: string;
  password: string;
  confirmPassword: string;
  consent: boolean;
  photo: File | null;
}

/** Why the code panel is showing: `login` is the legacy "type 1", `firstAccess` is "type 2". */
export type CodePurpose = 'firstAccess' | 'login';

export interface AccessContext {
  initialPanel: AccessPanelParam | undefined;
  /** The step a reload came back to (`AccessInput.restored`), read once by `start`. */
  restoredStep: PendingAccess['step'] | undefined;
  firstAccess: FirstAccessForm;
  login: LoginForm;
  /** The typed verification code (the portal's MFAToken). */
  code: string;
  codePurpose: CodePurpose;
  registration: RegistrationForm;
  /** Set once the photo is uploaded; kept on a wrong code so the photo is not sent twice. */
  imagemUploadedUrl: string | null;
  /**
   * The photo's upload while `registration.uploading` (preparing, then sending with its percent)
   * and its failure after it (with `Tentar novamente`); null otherwise.
   */
  upload: PhotoUpload | null;
  /** The e-mail last typed in the recovery panel, offered again when it opens again. */
  recoveryEmail: string;
  /** The forms showing a restored draft (`Rascunho restaurado.`): until discarded or succeeded. */
  restoredDrafts: Record<AccessDraftForm, boolean>;
  /** Client-side validation messages of the visible form, by field. */
  fieldErrors: FieldErrors;
  request: RequestState;
  tokens: TokenPair | null;
}

export type AccessTextField =
  'email' | 'birthDate' | 'password' | 'confirmPassword' | 'nome' | 'matricula' | 'code';
export type AccessField = AccessTextField | 'consent' | 'photo';

/** A field edit of the visible form. Fields that the visible form does not have are ignored. */
export type AccessFieldChange =
  | { type: 'FIELD.CHANGE'; field: AccessTextField; value: string }
  | { type: 'FIELD.CHANGE'; field: 'consent'; value: boolean }
  | { type: 'FIELD.CHANGE'; field: 'photo'; value: File | null };

export type AccessEvent =
  | AccessFieldChange
  | { type: 'SUBMIT' }
  | { type: 'RESEND_CODE' }
  | { type: 'REENTER_CODE' }
  | { type: 'GO_TO_LOGIN' }
  | { type: 'GO_TO_FIRST_ACCESS' }
  | { type: 'GO_TO_RECOVERY' }
  /** Sent by the `uploadPhoto` actor through its `onProgress` input (the first: sending begins). */
  | { type: 'UPLOAD.PROGRESS'; percent: number }
  /** 'Cancelar' while the photo is prepared or sent. */
  | { type: 'UPLOAD.CANCEL' }
  /** `Descartar` of the visible form's restored draft: its draft fields emptied. */
  | { type: 'DRAFT.DISCARD' };

/**
 * `authenticated` is emitted once, on reaching `authenticated`: the portal stores the tokens and
 * goes to /home. `draft` on every edit of a draft form (its draft fields), and with null once the
 * form succeeded or its draft was discarded: the flow keeps or forgets it.
 */
export type AccessEmitted =
  | { type: 'authenticated'; tokens: TokenPair }
  | { type: 'draft'; form: 'firstAccess'; values: AccessDraftValues['firstAccess'] | null }
  | { type: 'draft'; form: 'registration'; values: AccessDraftValues['registration'] | null };

/** Forms that are validated on SUBMIT; each is also where a FIELD.CHANGE is written. */
export type AccessForm = 'firstAccess' | 'login' | 'code' | 'registration';

export interface RequestCodeInput {
  email: string;
  purpose: CodePurpose;
}
export interface UploadPhotoInput {
  file: File;
  email: string;
  /**
   * Call with 0-100 while sending (not while preparing); the machine receives it as
   * `UPLOAD.PROGRESS`.
   */
  onProgress: (percent: number) => void;
}
export interface UploadPhotoOutput {
  /** The presigned URL without its query string. */
  imagemUploadedUrl: string;
}
