import type { PendingAccess } from '@jornada/api';
import {
  codeDigits,
  isoToBirthDate,
  validateCodeForm,
  validateFirstAccess,
  validateLogin,
  validateRegistration,
} from '@jornada/ui';
import type {
  AccessContext,
  AccessField,
  AccessFieldChange,
  AccessForm,
  AccessInput,
} from './accessTypes';
import type { FieldErrors } from './shared/fieldErrors';
import { idleRequest } from './shared/request';

/** The panels' own validators (`@jornada/ui`): the machine and the panels cannot disagree. */
export const accessValidators: Record<AccessForm, (context: AccessContext) => FieldErrors> = {
  firstAccess: ({ firstAccess }) => validateFirstAccess(firstAccess),
  login: ({ login }) => validateLogin(login),
  code: ({ code }) => validateCodeForm({ code }),
  registration: ({ registration }) => validateRegistration(registration),
};

const FORM_FIELDS: Record<AccessForm, readonly AccessField[]> = {
  firstAccess: ['email', 'birthDate'],
  login: ['email', 'password'],
  code: ['code'],
  registration: ['nome', 'matricula', 'password', 'confirmPassword', 'consent', 'photo'],
};

/** Applies one field edit to the context (pure): the value, its cleared error, side resets. */
export function applyFieldChange(
  context: AccessContext,
  form: AccessForm,
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
    case 'registration': {
      if (change.field === 'photo') {
        // A new photo must be uploaded again.
        return {
          fieldErrors,
          registration: { ...context.registration, photo: change.value },
          imagemUploadedUrl: null,
          upload: null,
        };
      }
      if (change.field === 'consent') {
        return { fieldErrors, registration: { ...context.registration, consent: change.value } };
      }
      return { fieldErrors, registration: { ...context.registration, [change.field]: text } };
    }
  }
}

/** The forms as they were when the flow's data was kept (`AccessInput.restored`). */
function restoredForms(restored: PendingAccess | undefined): Partial<AccessContext> {
  switch (restored?.step) {
    case undefined:
      return {};
    case 'loginCode':
      return {
        login: { email: restored.email, password: restored.password },
        codePurpose: 'login',
      };
    case 'firstAccessCode':
    case 'registration':
      return {
        firstAccess: {
          email: restored.email,
          birthDate: isoToBirthDate(restored.dataDeNascimento) ?? '',
        },
        codePurpose: 'firstAccess',
        code: restored.step === 'registration' ? restored.code : '',
      };
  }
}

/** The draft fields of a form as they are now. */
export const accessDraftOf = {
  firstAccess: ({ firstAccess }: AccessContext) => ({ ...firstAccess }),
  registration: ({ registration }: AccessContext) => ({
    nome: registration.nome,
    matricula: registration.matricula,
  }),
};

/** The forms with their draft fields emptied (`Descartar`), and their errors gone. */
export function discardedDraft(
  context: AccessContext,
  form: 'firstAccess' | 'registration',
): Partial<AccessContext> {
  const { nome: _n, matricula: _m, email: _e, birthDate: _b, ...fieldErrors } = context.fieldErrors;
  return form === 'firstAccess'
    ? { fieldErrors, firstAccess: { email: '', birthDate: '' } }
    : { fieldErrors, registration: { ...context.registration, nome: '', matricula: '' } };
}

/** The registration form before anything is typed or chosen. */
export const EMPTY_REGISTRATION: AccessContext['registration'] = {
  nome: '',
  matricula: '',
  password: '',
  confirmPassword: '',
  consent: false,
  photo: null,
};

export function initialAccessContext(input: AccessInput | undefined): AccessContext {
  const drafts = input?.drafts ?? {};
  // A pending code's data is the first access form: its draft was dropped when the code was sent.
  const pendingFirstAccess = input?.restored && input.restored.step !== 'loginCode';
  const firstAccessDraft = pendingFirstAccess ? null : drafts.firstAccess;
  return {
    initialPanel: input?.initialPanel,
    restoredStep: input?.restored?.step,
    firstAccess: firstAccessDraft ?? { email: '', birthDate: '' },
    login: { email: '', password: '' },
    code: '',
    codePurpose: 'firstAccess',
    registration: {
      ...EMPTY_REGISTRATION,
      nome: drafts.registration?.nome ?? '',
      matricula: drafts.registration?.matricula ?? '',
    },
    imagemUploadedUrl: null,
    upload: null,
    recoveryEmail: drafts.recovery?.email ?? '',
    restoredDrafts: {
      firstAccess: Boolean(firstAccessDraft),
      registration: Boolean(drafts.registration),
      recovery: Boolean(drafts.recovery),
    },
    fieldErrors: {},
    request: idleRequest,
    tokens: null,
    ...restoredForms(input?.restored),
  };
}
