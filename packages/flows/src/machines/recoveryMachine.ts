import type {
  ForgotPasswordRequest,
  UpdatePasswordRequest,
  ValidateTokenRequest,
} from '@jornada/api';
import { codeDigits, hasErrors, validateRecovery } from '@jornada/ui';
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { FieldErrors } from './shared/fieldErrors';
import { SUCCESS_TEXT } from './shared/messages';
import { notProvided } from './shared/notProvided';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  succeededRequest,
  type RequestState,
} from './shared/request';
import { requestStateOf } from './shared/requestState';

/**
 * Password recovery, the access panel's `recovery` state (which invokes it): the e-mail, the
 * six-digit code from it, the new password, then 'Senha alterada com sucesso.'. It ends when the
 * participant goes back to the login panel; its output says with which e-mail and whether the
 * password changed.
 */

export interface RecoveryForm {
  email: string;
  /** The six-digit code from the e-mail, sent as `token`. */
  code: string;
  password: string;
  confirmPassword: string;
}
export type RecoveryField = keyof RecoveryForm;

/** The steps with a form, in order (`validateRecovery`'s 1, 2, 3). */
export type RecoveryStep = 'email' | 'code' | 'password';
const STEP_NUMBER = { email: 1, code: 2, password: 3 } as const;

export interface RecoveryInput {
  /** Offered in the first step (the login's or the last recovery's e-mail, or its draft). */
  email: string;
  /** The e-mail came back from a draft: `Rascunho restaurado.` until discarded or sent. */
  draftRestored?: boolean | undefined;
}
export interface RecoveryOutput {
  email: string;
  passwordChanged: boolean;
}

export interface RecoveryContext {
  form: RecoveryForm;
  fieldErrors: FieldErrors;
  request: RequestState;
  passwordChanged: boolean;
  /** The e-mail shown is a restored draft (`Rascunho restaurado.`). */
  draftRestored: boolean;
}

export type RecoveryEvent =
  /** `code` keeps its digits only (at most 6). */
  | { type: 'FIELD.CHANGE'; field: RecoveryField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'GO_TO_LOGIN' }
  /** `Descartar` of the restored e-mail (first step). */
  | { type: 'DRAFT.DISCARD' };

/** Each edit of the first step's e-mail (its draft), and null once sent or discarded. */
export type RecoveryEmitted = { type: 'draft'; form: 'recovery'; values: { email: string } | null };

export const validateRecoveryStep = (step: RecoveryStep, form: RecoveryForm): FieldErrors =>
  validateRecovery(STEP_NUMBER[step], form);

const recoverySetup = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    input: {} as RecoveryInput,
    output: {} as RecoveryOutput,
    emitted: {} as RecoveryEmitted,
    tags: {} as 'pending',
  },
  actors: {
    forgotPassword: notProvided<unknown, ForgotPasswordRequest>('forgotPassword'),
    validateToken: notProvided<unknown, ValidateTokenRequest>('validateToken'),
    updatePassword: notProvided<unknown, UpdatePasswordRequest>('updatePassword'),
  },
  guards: {
    stepIsValid: ({ context }, params: { step: RecoveryStep }) =>
      !hasErrors(validateRecoveryStep(params.step, context.form)),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      const value = event.field === 'code' ? codeDigits(event.value) : event.value;
      return { form: { ...context.form, [event.field]: value }, fieldErrors };
    }),
    showFieldErrors: assign(({ context }, params: { step: RecoveryStep }) => ({
      fieldErrors: validateRecoveryStep(params.step, context.form),
    })),
    startRequest: assign({ request: pendingRequest, fieldErrors: {} }),
    requestSucceeded: assign((_, params: { message: string }) => ({
      request: succeededRequest(params.message),
    })),
    requestFailed: assign((_, params: { error: unknown }) => ({
      request: failedRequest(params.error),
    })),
    passwordChanged: assign({ passwordChanged: true }),
    keepDraft: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'draft', form: 'recovery', values: { email: context.form.email } });
    }),
    /** Sent or `Descartar`: the draft is forgotten, its note goes. */
    dropDraft: enqueueActions(({ enqueue }) => {
      enqueue.assign({ draftRestored: false });
      enqueue.emit({ type: 'draft', form: 'recovery', values: null });
    }),
    discardEmail: assign(({ context }) => {
      const { email: _cleared, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, email: '' }, fieldErrors };
    }),
    resetRequest: assign({ request: idleRequest, fieldErrors: {} }),
  },
});
const requestState = requestStateOf(recoverySetup);

/** The first step's e-mail is kept as a draft: each change, and `Descartar`. */
const emailDraftEdits = {
  'FIELD.CHANGE': { actions: ['changeField', 'keepDraft'] },
  'DRAFT.DISCARD': { actions: ['discardEmail', 'dropDraft'] },
} as const;

/** A step: its form until a valid SUBMIT, then its request; 'Voltar para o login' ends recovery. */
const stepState = (step: RecoveryStep, request: ReturnType<typeof requestState>) =>
  recoverySetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: {
        on: {
          ...(step === 'email' ? emailDraftEdits : { 'FIELD.CHANGE': { actions: 'changeField' } }),
          SUBMIT: [
            { guard: { type: 'stepIsValid', params: { step } }, target: 'requesting' },
            { actions: { type: 'showFieldErrors', params: { step } } },
          ],
          GO_TO_LOGIN: '#recovery.left',
        },
      },
      requesting: request,
    },
  });

const email = ({ context }: { context: RecoveryContext }) => context.form.email.trim();

export const recoveryMachine = recoverySetup.createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    form: { email: input.email, code: '', password: '', confirmPassword: '' },
    fieldErrors: {},
    request: idleRequest,
    passwordChanged: false,
    draftRestored: input.draftRestored ?? false,
  }),
  output: ({ context }) => ({
    email: context.form.email,
    passwordChanged: context.passwordChanged,
  }),
  initial: 'email',
  states: {
    email: stepState(
      'email',
      requestState({
        src: 'forgotPassword',
        input: (args) => ({ email: email(args) }),
        onDone: {
          target: '#recovery.code',
          actions: [
            { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.forgotPassword } },
            'dropDraft',
          ],
        },
      }),
    ),
    code: stepState(
      'code',
      requestState({
        src: 'validateToken',
        input: (args) => ({ email: email(args), token: args.context.form.code }),
        onDone: {
          target: '#recovery.password',
          actions: { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.validateToken } },
        },
      }),
    ),
    password: stepState(
      'password',
      requestState({
        src: 'updatePassword',
        input: (args) => ({
          email: email(args),
          token: args.context.form.code,
          password: args.context.form.password,
          confirmPassword: args.context.form.confirmPassword,
        }),
        onDone: {
          target: '#recovery.done',
          actions: [
            'passwordChanged',
            { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.updatePassword } },
          ],
        },
      }),
    ),
    /** 'Senha alterada com sucesso.' and `Ir para o login`. */
    done: { on: { GO_TO_LOGIN: 'left' } },
    /** Back to the login panel: the access machine takes the output. */
    left: { type: 'final', entry: 'resetRequest' },
  },
});

export type RecoveryMachine = typeof recoveryMachine;
