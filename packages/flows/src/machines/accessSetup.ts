import type {
  LoginRequest,
  LookUpParticipantRequest,
  PendingAccess,
  LookUpParticipantResponse,
  RegisterRequest,
  TokenPair,
} from '@jornada/api';
import { PHOTO_REFUSALS } from '@jornada/api/photo-type';
import { hasErrors } from '@jornada/ui';
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  EMPTY_REGISTRATION,
  accessDraftOf,
  accessValidators,
  applyFieldChange,
  discardedDraft,
} from './accessForm';
import type {
  AccessContext,
  AccessDraftForm,
  AccessEmitted,
  AccessEvent,
  AccessForm,
  AccessInput,
  AccessPanelParam,
  CodePurpose,
  RequestCodeInput,
  UploadPhotoInput,
  UploadPhotoOutput,
} from './accessTypes';
import { recoveryMachine } from './recoveryMachine';
import { INVALID_CODE_MESSAGE } from './shared/messages';
import { notProvided } from './shared/notProvided';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  toMessages,
} from './shared/request';
import { requestStateOf } from './shared/requestState';

/** The access machine's own draft forms (recovery's is the recovery machine's). */
type DraftedForm = Exclude<AccessDraftForm, 'recovery'>;

/**
 * The access machine's implementations: the named actors the caller provides, the delays, guards
 * and actions its states (`accessMachine.ts`) name.
 */
export const accessSetup = setup({
  types: {
    context: {} as AccessContext,
    events: {} as AccessEvent,
    input: {} as AccessInput | undefined,
    output: {} as TokenPair | null,
    emitted: {} as AccessEmitted,
    tags: {} as 'pending' | 'switching',
    // Each invoke's id is its actor's name (`requestState`): `snapshot.children.recovery` is typed.
    children: {} as {
      lookUpParticipant: 'lookUpParticipant';
      requestCode: 'requestCode';
      authenticate: 'authenticate';
      uploadPhoto: 'uploadPhoto';
      register: 'register';
      recovery: 'recovery';
    },
  },
  actors: {
    lookUpParticipant: notProvided<LookUpParticipantResponse, LookUpParticipantRequest>(
      'lookUpParticipant',
    ),
    requestCode: notProvided<unknown, RequestCodeInput>('requestCode'),
    authenticate: notProvided<TokenPair, LoginRequest>('authenticate'),
    uploadPhoto: notProvided<UploadPhotoOutput, UploadPhotoInput>('uploadPhoto'),
    register: notProvided<unknown, RegisterRequest>('register'),
    /**
     * A photo was chosen: what prepares it gets ready (the api's photo worker), so `Cadastrar`
     * finds it loaded. Optional: without it, nothing is readied and nothing fails.
     */
    warmPhotoPreparation: fromPromise<void>(() => Promise.resolve()),
    /** Its own requests are its own actors: `recoveryMachine.provide({ actors })`. */
    recovery: recoveryMachine,
  },
  delays: {
    panelSwitch: 200,
    afterRegistration: 5000,
  },
  guards: {
    startsAt: ({ context }, params: { panel: AccessPanelParam }) =>
      context.initialPanel === params.panel,
    restoresAt: ({ context }, params: { step: PendingAccess['step'] }) =>
      context.restoredStep === params.step,
    /** A reload at the registration with no draft of it: its nome and matrícula are to look up. */
    restoresBlankRegistration: ({ context }) =>
      context.restoredStep === 'registration' && !context.restoredDrafts.registration,
    formIsValid: ({ context }, params: { form: AccessForm }) =>
      !hasErrors(accessValidators[params.form](context)),
    isLoginCode: ({ context }) => context.codePurpose === 'login',
    photoUploaded: ({ context }) => context.imagemUploadedUrl !== null,
    isRegistered: (_, params: { cadastroRealizado: boolean }) => params.cadastroRealizado,
    isWrongCode: (_, params: { error: unknown }) =>
      toMessages(params.error).includes(INVALID_CODE_MESSAGE),
    /** The photo itself was refused (e.g. over 15 MB once prepared): sending it again cannot help. */
    isPhotoRefused: (_, params: { error: unknown }) =>
      toMessages(params.error).some((line) => PHOTO_REFUSALS.includes(line)),
  },
  actions: {
    changeField: assign(({ context, event }, params: { form: AccessForm }) => {
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
    keepRecoveryEmail: assign((_, params: { email: string }) => ({ recoveryEmail: params.email })),
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
    /**
     * A photo chosen (never a photo let go): what prepares it gets ready, before `Cadastrar`.
     * Under one id, so that another photo's replaces the last one's (over at once) in `children`.
     */
    readyPhotoPreparation: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'FIELD.CHANGE' && event.field === 'photo' && event.value)
        enqueue.spawnChild('warmPhotoPreparation', { id: 'warmPhotoPreparation' });
    }),
    /** Preparing (made small and upright) until the first progress says the sending began. */
    startUpload: assign({ upload: { state: 'preparing' } }),
    setUploadProgress: assign(({ event }) => {
      assertEvent(event, 'UPLOAD.PROGRESS');
      const percent = Math.max(0, Math.min(100, Math.round(event.percent)));
      return { upload: { state: 'sending', percent } };
    }),
    /** The upload is over: its status goes. */
    setUploadedUrl: assign((_, params: { url: string }) => ({
      imagemUploadedUrl: params.url,
      upload: null,
    })),
    /** Its reason beside the photo, with `Tentar novamente`; the form's own status stays idle. */
    uploadFailed: assign((_, params: { error: unknown }) => ({
      upload: { state: 'failed', messages: toMessages(params.error) },
      request: idleRequest,
    })),
    /**
     * The refusal beside the picker, with no `Tentar novamente`: the photo is let go, so that
     * `Cadastrar` cannot send it again and the participant chooses another.
     */
    photoRefused: assign(({ context }, params: { error: unknown }) => ({
      registration: { ...context.registration, photo: null },
      upload: null,
      request: idleRequest,
      fieldErrors: { ...context.fieldErrors, photo: toMessages(params.error).join(' ') },
    })),
    clearUpload: assign({ upload: null }),
    /** 'Voltar para o login' from the registration: nothing of it stays for the next person. */
    clearRegistration: assign({
      registration: EMPTY_REGISTRATION,
      imagemUploadedUrl: null,
      upload: null,
    }),
    storeTokens: assign((_, params: { tokens: TokenPair }) => ({ tokens: params.tokens })),
    /** Every edit of a draft form hands its draft fields to the flow, which keeps them. */
    keepDraft: enqueueActions(({ context, enqueue }, params: { form: DraftedForm }) => {
      enqueue.emit(
        params.form === 'firstAccess'
          ? { type: 'draft', form: 'firstAccess', values: accessDraftOf.firstAccess(context) }
          : { type: 'draft', form: 'registration', values: accessDraftOf.registration(context) },
      );
    }),
    /** The form succeeded, or `Descartar`: its draft is forgotten, its note goes. */
    dropDraft: enqueueActions(({ context, enqueue }, params: { form: DraftedForm }) => {
      enqueue.assign({ restoredDrafts: { ...context.restoredDrafts, [params.form]: false } });
      enqueue.emit({ type: 'draft', form: params.form, values: null });
    }),
    discardDraft: assign(({ context }, params: { form: DraftedForm }) =>
      discardedDraft(context, params.form),
    ),
    /** The recovery's own machine keeps its draft; once it ended, its note is not shown again. */
    recoveryDraftShown: assign(({ context }) => ({
      restoredDrafts: { ...context.restoredDrafts, recovery: false },
    })),
    notifyAuthenticated: emit((_, params: { tokens: TokenPair }) => ({
      type: 'authenticated' as const,
      tokens: params.tokens,
    })),
  },
});

export const accessRequestState = requestStateOf(accessSetup);
