import { not } from 'xstate';
import { initialAccessContext } from './accessForm';
import { codeEmailOf } from './accessSelectors';
import { accessRequestState as requestState, accessSetup } from './accessSetup';
import {
  draftedFormEdits,
  formEdits,
  leaveRegistration,
  lookUpForRegistration,
  lookUpState,
  requestCodeState,
  switchTo,
} from './accessStates';
import { SUCCESS_TEXT } from './shared/messages';

/**
 * The access panel of /pre-login: first access, login, verification code, registration (with the
 * photo upload), password recovery (`recoveryMachine`, invoked) and the success panel, one at a
 * time. Types, form, implementations, shared state pieces and selectors are in `access*.ts`
 * beside this file.
 *
 * - Every side effect is a named actor the caller provides (`accessMachine.provide({ actors })`).
 * - Panel switches pass through a `switchingTo…` state (tag `switching`) for the named delay
 *   `panelSwitch` (200 ms), so the UI can animate; registration success waits `afterRegistration`
 *   (5000 ms) before switching to login.
 * - No state that can be the first one (see `input.initialPanel`) invokes a request: every request
 *   starts from an event (SUBMIT, RESEND_CODE), so React StrictMode's double mount sends no e-mail.
 */

export const accessMachine = accessSetup.createMachine({
  id: 'access',
  context: ({ input }) => initialAccessContext(input),
  output: ({ context }) => context.tokens,
  initial: 'start',
  states: {
    /**
     * Picks the first panel: where a reload left a pending code (`input.restored`, waiting for the
     * code already e-mailed: no e-mail is sent again), else the deep link (`?painel=`), else login.
     */
    start: {
      always: [
        { guard: { type: 'restoresAt', params: { step: 'loginCode' } }, target: 'code' },
        { guard: { type: 'restoresAt', params: { step: 'firstAccessCode' } }, target: 'code' },
        { guard: 'restoresBlankRegistration', target: 'registration.prefilling' },
        { guard: { type: 'restoresAt', params: { step: 'registration' } }, target: 'registration' },
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
            ...draftedFormEdits('firstAccess'),
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
        lookingUp: lookUpState({ target: 'requestingCode' }),
        // Still `pending` from the look-up: no `startRequest` again.
        requestingCode: {
          ...requestCodeState('firstAccess', ({ context }) => ({
            email: context.firstAccess.email.trim(),
            purpose: 'firstAccess',
          })),
          entry: [],
        },
        switchingToLogin: switchTo('login'),
        switchingToCode: {
          ...switchTo('code'),
          entry: { type: 'dropDraft', params: { form: 'firstAccess' } },
        },
      },
    },

    login: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...formEdits('login'),
            SUBMIT: [
              {
                guard: { type: 'formIsValid', params: { form: 'login' } },
                target: 'requestingCode',
              },
              { actions: { type: 'showFieldErrors', params: { form: 'login' } } },
            ],
            GO_TO_FIRST_ACCESS: { target: 'switchingToFirstAccess', actions: 'resetRequest' },
            GO_TO_RECOVERY: { target: 'switchingToRecovery', actions: 'resetRequest' },
          },
        },
        requestingCode: requestCodeState('login', ({ context }) => ({
          email: context.login.email.trim(),
          purpose: 'login',
        })),
        switchingToCode: switchTo('code'),
        switchingToFirstAccess: switchTo('firstAccess'),
        switchingToRecovery: switchTo('recovery'),
      },
    },

    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...formEdits('code'),
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
          ...requestState({
            src: 'requestCode',
            input: ({ context }) => ({
              email: codeEmailOf(context).trim(),
              purpose: context.codePurpose,
            }),
            onDone: {
              target: 'editing',
              actions: { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.requestCode } },
            },
          }),
          // The field stays open while a new code is on its way: what is typed meanwhile is
          // kept, as the field shows it, and Confirmar sends it once the request is over.
          on: formEdits('code'),
        },
        authenticating: requestState({
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
        }),
        /** First access: after the code, look up again (the participant may have registered meanwhile). */
        lookingUp: lookUpForRegistration('switchingToRegistration'),
        switchingToRegistration: switchTo('registration'),
        switchingToLogin: switchTo('login'),
      },
    },

    registration: {
      initial: 'editing',
      states: {
        /**
         * Back on this panel after a reload with no draft: nome and matrícula came from the
         * look-up, which the tab did not keep; ask again and fill what is still empty. Typing goes
         * on meanwhile; a failed look-up leaves the fields to the participant, with no message.
         */
        prefilling: {
          ...lookUpForRegistration('editing', { target: 'editing', actions: 'resetRequest' }),
          on: { ...draftedFormEdits('registration'), ...leaveRegistration },
        },
        editing: {
          on: {
            ...draftedFormEdits('registration'),
            ...leaveRegistration,
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
          ...requestState({
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
            onError: [
              {
                guard: { type: 'isPhotoRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'photoRefused', params: ({ event }) => ({ error: event.error }) },
              },
              // Failed or stalled (30 s without progress nor answer): `Tentar novamente` is a SUBMIT.
              {
                target: 'editing',
                actions: { type: 'uploadFailed', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          }),
          entry: ['startRequest', 'startUpload'],
          on: {
            'UPLOAD.PROGRESS': { actions: 'setUploadProgress' },
            // Leaving stops the actor, whose signal aborts the preparation or the PUT.
            'UPLOAD.CANCEL': { target: 'editing', actions: ['clearUpload', 'resetRequest'] },
          },
        },
        registering: requestState({
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
        }),
        /** 'Código de autenticação inválido.' with `Inserir novamente`; the form stays as typed. */
        wrongCode: {
          on: {
            ...draftedFormEdits('registration'),
            ...leaveRegistration,
            REENTER_CODE: { target: 'switchingToCode', actions: ['resetRequest', 'clearCode'] },
          },
        },
        switchingToCode: switchTo('code'),
        /** 'Cadastro realizado com sucesso. Faça o login.', then login after `afterRegistration`. */
        done: {
          entry: { type: 'dropDraft', params: { form: 'registration' } },
          after: { afterRegistration: 'switchingToLogin' },
          on: { GO_TO_LOGIN: 'switchingToLogin' },
        },
        switchingToLogin: switchTo('login'),
      },
    },

    /**
     * `recoveryMachine` until 'Voltar para o login' or 'Ir para o login' (which fills the login's
     * e-mail). It lives through `switchingToLogin`, so the panel keeps showing it meanwhile.
     */
    recovery: {
      invoke: {
        id: 'recovery',
        src: 'recovery',
        input: ({ context }) => ({
          email: context.recoveryEmail || context.login.email,
          draftRestored: context.restoredDrafts.recovery,
        }),
        onDone: {
          target: '.switchingToLogin',
          actions: [
            'recoveryDraftShown',
            { type: 'keepRecoveryEmail', params: ({ event }) => ({ email: event.output.email }) },
            {
              type: 'prefillLoginEmail',
              params: ({ context, event }) => ({
                email: event.output.passwordChanged ? event.output.email : context.login.email,
              }),
            },
          ],
        },
      },
      initial: 'active',
      states: {
        active: {},
        switchingToLogin: switchTo('login'),
      },
    },

    /** 'Você já possui o produto?': its two links are navigation, not events. */
    success: {},

    /** Tokens in context and output, `authenticated` emitted: the portal stores them and goes to /home. */
    authenticated: { type: 'final' },
  },
});

export type AccessMachine = typeof accessMachine;
