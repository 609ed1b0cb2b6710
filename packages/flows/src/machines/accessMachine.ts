import {
  birthDateToIso,
  codeDigits,
  hasErrors,
  validateCodeForm,
  validateFirstAccess,
  validateLogin,
  validateRecovery,
  validateRegistration,
} from '@jornada/ui';
import { assertEvent, assign, emit, not, setup } from 'xstate';
import type {
  ForgotPasswordRequest,
  LoginRequest,
  LookUpParticipantRequest,
  LookUpParticipantResponse,
  RegisterRequest,
  TokenPair,
  UpdatePasswordRequest,
  ValidateTokenRequest,
} from '@jornada/api';
import type { FieldErrors } from './shared/fieldErrors';
import { INVALID_CODE_MESSAGE, SUCCESS_TEXT } from './shared/messages';
import { notProvided } from './shared/notProvided';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  toMessages,
  type RequestState,
} from './shared/request';

/**
 * The access panel of /pre-login: first access, login, verification code, registration (with the
 * photo upload), password recovery and the success panel, one at a time.
 *
 * - Every side effect is a named actor the caller provides (`accessMachine.provide({ actors })`).
 * - Panel switches pass through a `switchingTo…` state (tag `switching`) for the named delay
 *   `panelSwitch` (200 ms), so the UI can animate; registration success waits `afterRegistration`
 *   (5000 ms) before switching to login.
 * - No state that can be the first one (see `input.initialPanel`) invokes anything: every request
 *   starts from an event (SUBMIT, RESEND_CODE), so React StrictMode's double mount sends no e-mail.
 */

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
}

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
export interface RecoveryForm {
  email: string;
  /** The six-digit code from the e-mail, sent as `token`. */
  code: string;
  password: string;
  confirmPassword: string;
}

/** Why the code panel is showing: `login` is the legacy "type 1", `firstAccess` is "type 2". */
export type CodePurpose = 'firstAccess' | 'login';

export interface AccessContext {
  initialPanel: AccessPanelParam | undefined;
  firstAccess: FirstAccessForm;
  login: LoginForm;
  /** The typed verification code (the portal's MFAToken). */
  code: string;
  codePurpose: CodePurpose;
  registration: RegistrationForm;
  /** Set once the photo is uploaded; kept on a wrong code so the photo is not sent twice. */
  imagemUploadedUrl: string | null;
  /** 0-100 while uploading, else null. */
  uploadProgress: number | null;
  recovery: RecoveryForm;
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
  /** Sent by the `uploadPhoto` actor through its `onProgress` input. */
  | { type: 'UPLOAD.PROGRESS'; percent: number };

/** Emitted once, on reaching `authenticated`: the portal stores the tokens and goes to /home. */
export type AccessEmitted = { type: 'authenticated'; tokens: TokenPair };

export interface RequestCodeInput {
  email: string;
  purpose: CodePurpose;
}
export interface UploadPhotoInput {
  file: File;
  email: string;
  /** Call with 0-100 while sending; the machine receives it as `UPLOAD.PROGRESS`. */
  onProgress: (percent: number) => void;
}
export interface UploadPhotoOutput {
  /** The presigned URL without its query string. */
  imagemUploadedUrl: string;
}
export type ForgotPasswordInput = ForgotPasswordRequest;

/** Forms that are validated on SUBMIT. */
export type AccessForm =
  | 'firstAccess'
  | 'login'
  | 'code'
  | 'registration'
  | 'recoveryEmail'
  | 'recoveryCode'
  | 'recoveryPassword';

/** Where a FIELD.CHANGE is written, by the visible panel. */
type EditableForm = 'firstAccess' | 'login' | 'code' | 'registration' | 'recovery';

/** The panels' own validators (`@jornada/ui`): the machine and the panels cannot disagree. */
export const accessValidators: Record<AccessForm, (context: AccessContext) => FieldErrors> = {
  firstAccess: ({ firstAccess }) => validateFirstAccess(firstAccess),
  login: ({ login }) => validateLogin(login),
  code: ({ code }) => validateCodeForm({ code }),
  registration: ({ registration }) => validateRegistration(registration),
  recoveryEmail: ({ recovery }) => validateRecovery(1, recovery),
  recoveryCode: ({ recovery }) => validateRecovery(2, recovery),
  recoveryPassword: ({ recovery }) => validateRecovery(3, recovery),
};

const FORM_FIELDS: Record<EditableForm, readonly AccessField[]> = {
  firstAccess: ['email', 'birthDate'],
  login: ['email', 'password'],
  code: ['code'],
  registration: ['nome', 'matricula', 'password', 'confirmPassword', 'consent', 'photo'],
  recovery: ['email', 'code', 'password', 'confirmPassword'],
};

/** Applies one field edit to the context (pure): the value, its cleared error, side resets. */
export function applyFieldChange(
  context: AccessContext,
  form: EditableForm,
  change: AccessFieldChange,
): Partial<AccessContext> {
  if (!FORM_FIELDS[form].includes(change.field)) return {};
  const { [change.field]: _cleared, ...fieldErrors } = context.fieldErrors;
  const text = typeof change.value === 'string' ? change.value : '';
  switch (form) {
    case 'firstAccess':
      return { fieldErrors, firstAccess: { ...context.firstAccess, [change.field]: text } };
    case 'login':
      return { fieldErrors, login: { ...context.login, [change.field]: text } };
    case 'code':
      return { fieldErrors, code: codeDigits(text) };
    case 'recovery':
      return {
        fieldErrors,
        recovery: {
          ...context.recovery,
          [change.field]: change.field === 'code' ? codeDigits(text) : text,
        },
      };
    case 'registration': {
      if (change.field === 'photo') {
        // A new photo must be uploaded again.
        return {
          fieldErrors,
          registration: { ...context.registration, photo: change.value },
          imagemUploadedUrl: null,
          uploadProgress: null,
        };
      }
      if (change.field === 'consent') {
        return { fieldErrors, registration: { ...context.registration, consent: change.value } };
      }
      return { fieldErrors, registration: { ...context.registration, [change.field]: text } };
    }
  }
}

/** The e-mail the code was sent to (shown in the code panel's text). */
export const codeEmailOf = (context: AccessContext) =>
  context.codePurpose === 'login' ? context.login.email : context.firstAccess.email;

const lookUpInput = ({ context }: { context: AccessContext }): LookUpParticipantRequest => ({
  email: context.firstAccess.email.trim(),
  dataDeNascimento: birthDateToIso(context.firstAccess.birthDate) ?? '',
});

export function initialAccessContext(input: AccessInput | undefined): AccessContext {
  return {
    initialPanel: input?.initialPanel,
    firstAccess: { email: '', birthDate: '' },
    login: { email: '', password: '' },
    code: '',
    codePurpose: 'firstAccess',
    registration: {
      nome: '',
      matricula: '',
      password: '',
      confirmPassword: '',
      consent: false,
      photo: null,
    },
    imagemUploadedUrl: null,
    uploadProgress: null,
    recovery: { email: '', code: '', password: '', confirmPassword: '' },
    fieldErrors: {},
    request: idleRequest,
    tokens: null,
  };
}

export const accessMachine = setup({
  types: {
    context: {} as AccessContext,
    events: {} as AccessEvent,
    input: {} as AccessInput | undefined,
    output: {} as TokenPair | null,
    emitted: {} as AccessEmitted,
    tags: {} as 'pending' | 'switching',
  },
  actors: {
    lookUpParticipant: notProvided<LookUpParticipantResponse, LookUpParticipantRequest>(
      'lookUpParticipant',
    ),
    requestCode: notProvided<unknown, RequestCodeInput>('requestCode'),
    authenticate: notProvided<TokenPair, LoginRequest>('authenticate'),
    uploadPhoto: notProvided<UploadPhotoOutput, UploadPhotoInput>('uploadPhoto'),
    register: notProvided<unknown, RegisterRequest>('register'),
    forgotPassword: notProvided<unknown, ForgotPasswordInput>('forgotPassword'),
    validateToken: notProvided<unknown, ValidateTokenRequest>('validateToken'),
    updatePassword: notProvided<unknown, UpdatePasswordRequest>('updatePassword'),
  },
  delays: {
    panelSwitch: 200,
    afterRegistration: 5000,
  },
  guards: {
    startsAt: ({ context }, params: { panel: AccessPanelParam }) =>
      context.initialPanel === params.panel,
    formIsValid: ({ context }, params: { form: AccessForm }) =>
      !hasErrors(accessValidators[params.form](context)),
    isLoginCode: ({ context }) => context.codePurpose === 'login',
    photoUploaded: ({ context }) => context.imagemUploadedUrl !== null,
    isRegistered: (_, params: { cadastroRealizado: boolean }) => params.cadastroRealizado,
    isWrongCode: (_, params: { error: unknown }) =>
      toMessages(params.error).includes(INVALID_CODE_MESSAGE),
  },
  actions: {
    changeField: assign(({ context, event }, params: { form: EditableForm }) => {
      assertEvent(event, 'FIELD.CHANGE');
      return applyFieldChange(context, params.form, event);
    }),
    showFieldErrors: assign(({ context }, params: { form: AccessForm }) => ({
      fieldErrors: accessValidators[params.form](context),
    })),
    startRequest: assign({ request: pendingRequest, fieldErrors: {} }),
    requestSucceeded: assign((_, params: { message?: string }) => ({
      request: succeededRequest(params.message),
    })),
    requestFailed: assign((_, params: { error: unknown }) => ({
      request: failedRequest(params.error),
    })),
    resetRequest: assign({ request: idleRequest, fieldErrors: {} }),
    setCodePurpose: assign((_, params: { purpose: CodePurpose }) => ({
      codePurpose: params.purpose,
      code: '',
    })),
    clearCode: assign({ code: '' }),
    /** Login with the e-mail the participant just identified with. */
    prefillLoginEmail: assign((_, params: { email: string }) => ({
      login: { email: params.email, password: '' },
    })),
    prefillRecoveryEmail: assign(({ context }) => ({
      recovery: {
        ...context.recovery,
        email: context.recovery.email || context.login.email,
      },
    })),
    /** Nome and matrícula from the look-up, only where the form is still empty (never overwrite). */
    prefillRegistration: assign(
      ({ context }, params: { participant: LookUpParticipantResponse }) => ({
        registration: {
          ...context.registration,
          nome: context.registration.nome || params.participant.nome,
          matricula: context.registration.matricula || params.participant.matricula,
        },
      }),
    ),
    startUpload: assign({ uploadProgress: 0 }),
    setUploadProgress: assign(({ event }) => {
      assertEvent(event, 'UPLOAD.PROGRESS');
      return { uploadProgress: Math.max(0, Math.min(100, Math.round(event.percent))) };
    }),
    setUploadedUrl: assign((_, params: { url: string }) => ({
      imagemUploadedUrl: params.url,
      uploadProgress: 100,
    })),
    clearUploadProgress: assign({ uploadProgress: null }),
    storeTokens: assign((_, params: { tokens: TokenPair }) => ({ tokens: params.tokens })),
    notifyAuthenticated: emit((_, params: { tokens: TokenPair }) => ({
      type: 'authenticated' as const,
      tokens: params.tokens,
    })),
  },
}).createMachine({
  id: 'access',
  context: ({ input }) => initialAccessContext(input),
  output: ({ context }) => context.tokens,
  initial: 'start',
  states: {
    /** Picks the first panel from the deep link (`?painel=`); login by default. */
    start: {
      always: [
        {
          guard: { type: 'startsAt', params: { panel: 'primeiro-acesso' } },
          target: 'firstAccess',
        },
        { guard: { type: 'startsAt', params: { panel: 'recuperar' } }, target: 'recovery' },
        { guard: { type: 'startsAt', params: { panel: 'sucesso' } }, target: 'success' },
        { target: 'login' },
      ],
    },

    firstAccess: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'firstAccess' } } },
            SUBMIT: [
              {
                guard: { type: 'formIsValid', params: { form: 'firstAccess' } },
                target: 'lookingUp',
              },
              { actions: { type: 'showFieldErrors', params: { form: 'firstAccess' } } },
            ],
            GO_TO_LOGIN: { target: 'switchingToLogin', actions: 'resetRequest' },
          },
        },
        lookingUp: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'lookUpParticipant',
            src: 'lookUpParticipant',
            input: lookUpInput,
            onDone: [
              {
                guard: {
                  type: 'isRegistered',
                  params: ({ event }) => ({ cadastroRealizado: event.output.cadastroRealizado }),
                },
                target: 'switchingToLogin',
                actions: [
                  'resetRequest',
                  {
                    type: 'prefillLoginEmail',
                    params: ({ context }) => ({ email: context.firstAccess.email }),
                  },
                ],
              },
              { target: 'requestingCode' },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        requestingCode: {
          tags: 'pending',
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({
              email: context.firstAccess.email.trim(),
              purpose: 'firstAccess' as const,
            }),
            onDone: {
              target: 'switchingToCode',
              actions: [
                { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.requestCode } },
                { type: 'setCodePurpose', params: { purpose: 'firstAccess' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        switchingToLogin: { tags: 'switching', after: { panelSwitch: '#access.login' } },
        switchingToCode: { tags: 'switching', after: { panelSwitch: '#access.code' } },
      },
    },

    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'login' } } },
            SUBMIT: [
              {
                guard: { type: 'formIsValid', params: { form: 'login' } },
                target: 'requestingCode',
              },
              { actions: { type: 'showFieldErrors', params: { form: 'login' } } },
            ],
            GO_TO_FIRST_ACCESS: { target: 'switchingToFirstAccess', actions: 'resetRequest' },
            GO_TO_RECOVERY: {
              target: 'switchingToRecovery',
              actions: ['resetRequest', 'prefillRecoveryEmail'],
            },
          },
        },
        requestingCode: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({
              email: context.login.email.trim(),
              purpose: 'login' as const,
            }),
            onDone: {
              target: 'switchingToCode',
              actions: [
                { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.requestCode } },
                { type: 'setCodePurpose', params: { purpose: 'login' } },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        switchingToCode: { tags: 'switching', after: { panelSwitch: '#access.code' } },
        switchingToFirstAccess: {
          tags: 'switching',
          after: { panelSwitch: '#access.firstAccess' },
        },
        switchingToRecovery: { tags: 'switching', after: { panelSwitch: '#access.recovery' } },
      },
    },

    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'code' } } },
            SUBMIT: [
              {
                guard: not({ type: 'formIsValid', params: { form: 'code' as const } }),
                actions: { type: 'showFieldErrors', params: { form: 'code' } },
              },
              { guard: 'isLoginCode', target: 'authenticating' },
              { target: 'lookingUp' },
            ],
            RESEND_CODE: 'resending',
            /** 'Voltar para o login': the e-mail the code went to is kept, the code dropped. */
            GO_TO_LOGIN: {
              target: 'switchingToLogin',
              actions: [
                'resetRequest',
                'clearCode',
                {
                  type: 'prefillLoginEmail',
                  params: ({ context }) => ({ email: codeEmailOf(context) }),
                },
              ],
            },
          },
        },
        resending: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'requestCode',
            src: 'requestCode',
            input: ({ context }) => ({
              email: codeEmailOf(context).trim(),
              purpose: context.codePurpose,
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.requestCode } },
            },
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        authenticating: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ context }) => ({
              email: context.login.email.trim(),
              password: context.login.password,
              twoFactorAuthenticationCode: context.code,
            }),
            onDone: {
              target: '#access.authenticated',
              actions: [
                { type: 'requestSucceeded', params: {} },
                { type: 'storeTokens', params: ({ event }) => ({ tokens: event.output }) },
                { type: 'notifyAuthenticated', params: ({ event }) => ({ tokens: event.output }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** First access: after the code, look up again (the participant may have registered meanwhile). */
        lookingUp: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'lookUpParticipant',
            src: 'lookUpParticipant',
            input: lookUpInput,
            onDone: [
              {
                guard: {
                  type: 'isRegistered',
                  params: ({ event }) => ({ cadastroRealizado: event.output.cadastroRealizado }),
                },
                target: 'switchingToLogin',
                actions: [
                  'resetRequest',
                  {
                    type: 'prefillLoginEmail',
                    params: ({ context }) => ({ email: context.firstAccess.email }),
                  },
                ],
              },
              {
                target: 'switchingToRegistration',
                actions: [
                  'resetRequest',
                  {
                    type: 'prefillRegistration',
                    params: ({ event }) => ({ participant: event.output }),
                  },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        switchingToRegistration: {
          tags: 'switching',
          after: { panelSwitch: '#access.registration' },
        },
        switchingToLogin: { tags: 'switching', after: { panelSwitch: '#access.login' } },
      },
    },

    registration: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'registration' } } },
            SUBMIT: [
              {
                guard: not({ type: 'formIsValid', params: { form: 'registration' as const } }),
                actions: { type: 'showFieldErrors', params: { form: 'registration' } },
              },
              // Back from a wrong code: the photo is already uploaded, do not send it twice.
              { guard: 'photoUploaded', target: 'registering' },
              { target: 'uploading' },
            ],
          },
        },
        uploading: {
          tags: 'pending',
          entry: ['startRequest', 'startUpload'],
          invoke: {
            id: 'uploadPhoto',
            src: 'uploadPhoto',
            input: ({ context, self }) => ({
              // `formIsValid` guarantees the photo on the way in.
              file: context.registration.photo as File,
              email: context.firstAccess.email.trim(),
              onProgress: (percent: number) => self.send({ type: 'UPLOAD.PROGRESS', percent }),
            }),
            onDone: {
              target: 'registering',
              actions: {
                type: 'setUploadedUrl',
                params: ({ event }) => ({ url: event.output.imagemUploadedUrl }),
              },
            },
            onError: {
              target: 'editing',
              actions: [
                'clearUploadProgress',
                { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          on: { 'UPLOAD.PROGRESS': { actions: 'setUploadProgress' } },
        },
        registering: {
          tags: 'pending',
          entry: 'startRequest',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              email: context.firstAccess.email.trim(),
              nome: context.registration.nome.trim(),
              matricula: context.registration.matricula.trim(),
              imagemUploadedUrl: context.imagemUploadedUrl ?? '',
              password: context.registration.password,
              confirmPassword: context.registration.confirmPassword,
              twoFactorAuthenticationCode: context.code,
            }),
            onDone: {
              target: 'done',
              actions: [
                { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.register } },
                {
                  type: 'prefillLoginEmail',
                  params: ({ context }) => ({ email: context.firstAccess.email }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isWrongCode', params: ({ event }) => ({ error: event.error }) },
                target: 'wrongCode',
                actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'editing',
                actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** 'Código de autenticação inválido.' with `Inserir novamente`; the form stays as typed. */
        wrongCode: {
          on: {
            'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'registration' } } },
            REENTER_CODE: { target: 'switchingToCode', actions: ['resetRequest', 'clearCode'] },
          },
        },
        switchingToCode: { tags: 'switching', after: { panelSwitch: '#access.code' } },
        /** 'Cadastro realizado com sucesso. Faça o login.', then login after `afterRegistration`. */
        done: {
          after: { afterRegistration: 'switchingToLogin' },
          on: { GO_TO_LOGIN: 'switchingToLogin' },
        },
        switchingToLogin: { tags: 'switching', after: { panelSwitch: '#access.login' } },
      },
    },

    recovery: {
      initial: 'email',
      states: {
        email: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'recovery' } } },
                SUBMIT: [
                  {
                    guard: { type: 'formIsValid', params: { form: 'recoveryEmail' } },
                    target: 'sending',
                  },
                  { actions: { type: 'showFieldErrors', params: { form: 'recoveryEmail' } } },
                ],
                GO_TO_LOGIN: {
                  target: '#access.recovery.switchingToLogin',
                  actions: 'resetRequest',
                },
              },
            },
            sending: {
              tags: 'pending',
              entry: 'startRequest',
              invoke: {
                id: 'forgotPassword',
                src: 'forgotPassword',
                input: ({ context }) => ({ email: context.recovery.email.trim() }),
                onDone: {
                  target: '#access.recovery.code',
                  actions: {
                    type: 'requestSucceeded',
                    params: { message: SUCCESS_TEXT.forgotPassword },
                  },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'requestFailed',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'recovery' } } },
                SUBMIT: [
                  {
                    guard: { type: 'formIsValid', params: { form: 'recoveryCode' } },
                    target: 'validating',
                  },
                  { actions: { type: 'showFieldErrors', params: { form: 'recoveryCode' } } },
                ],
                GO_TO_LOGIN: {
                  target: '#access.recovery.switchingToLogin',
                  actions: 'resetRequest',
                },
              },
            },
            validating: {
              tags: 'pending',
              entry: 'startRequest',
              invoke: {
                id: 'validateToken',
                src: 'validateToken',
                input: ({ context }) => ({
                  email: context.recovery.email.trim(),
                  token: context.recovery.code,
                }),
                onDone: {
                  target: '#access.recovery.password',
                  actions: {
                    type: 'requestSucceeded',
                    params: { message: SUCCESS_TEXT.validateToken },
                  },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'requestFailed',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        password: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'FIELD.CHANGE': { actions: { type: 'changeField', params: { form: 'recovery' } } },
                SUBMIT: [
                  {
                    guard: { type: 'formIsValid', params: { form: 'recoveryPassword' } },
                    target: 'updating',
                  },
                  { actions: { type: 'showFieldErrors', params: { form: 'recoveryPassword' } } },
                ],
                GO_TO_LOGIN: {
                  target: '#access.recovery.switchingToLogin',
                  actions: 'resetRequest',
                },
              },
            },
            updating: {
              tags: 'pending',
              entry: 'startRequest',
              invoke: {
                id: 'updatePassword',
                src: 'updatePassword',
                input: ({ context }) => ({
                  email: context.recovery.email.trim(),
                  token: context.recovery.code,
                  password: context.recovery.password,
                  confirmPassword: context.recovery.confirmPassword,
                }),
                onDone: {
                  target: '#access.recovery.done',
                  actions: {
                    type: 'requestSucceeded',
                    params: { message: SUCCESS_TEXT.updatePassword },
                  },
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'requestFailed',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
          },
        },
        /** 'Senha alterada com sucesso.' and `Ir para o login`. */
        done: {
          on: {
            GO_TO_LOGIN: {
              target: 'switchingToLogin',
              actions: [
                'resetRequest',
                {
                  type: 'prefillLoginEmail',
                  params: ({ context }) => ({ email: context.recovery.email }),
                },
              ],
            },
          },
        },
        switchingToLogin: { tags: 'switching', after: { panelSwitch: '#access.login' } },
      },
    },

    /** 'Você já possui o produto?': its two links are navigation, not events. */
    success: {},

    /** Tokens in context and output, `authenticated` emitted: the portal stores them and goes to /home. */
    authenticated: { type: 'final' },
  },
});

export type AccessMachine = typeof accessMachine;

/** The visible panel of a snapshot (its top-level state), `start` never lasts. */
export const accessPanelOf = (snapshot: { value: unknown }): AccessPanel => {
  const { value } = snapshot;
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (key === 'start' ? 'login' : key) as AccessPanel;
};
