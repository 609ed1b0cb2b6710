import { birthDateToIso } from '@jornada/ui';
import { accessRequestState as requestState, accessSetup } from './accessSetup';
import type { CodePurpose } from './accessTypes';
import { SUCCESS_TEXT } from './shared/messages';
import type { RequestInvokeOf } from './shared/requestState';

/** The states the access machine uses more than once (in first access, login and code). */

/** A panel switch: `panelSwitch` long, tagged `switching` so the UI can animate. */
export const switchTo = (panel: 'login' | 'code' | 'firstAccess' | 'registration' | 'recovery') =>
  accessSetup.createStateConfig({ tags: 'switching', after: { panelSwitch: `#access.${panel}` } });

/** The edits of a form kept in the machine only (login, code): each change taken. */
export const formEdits = (form: 'login' | 'code') =>
  ({ 'FIELD.CHANGE': { actions: { type: 'changeField', params: { form } } } }) as const;

/** The edits of a form kept as a draft: each change kept, `Descartar` empties and forgets it. */
export const draftedFormEdits = (form: 'firstAccess' | 'registration') =>
  ({
    'FIELD.CHANGE': {
      actions: [
        { type: 'changeField', params: { form } },
        { type: 'keepDraft', params: { form } },
        // The registration's photo: its preparation gets ready as soon as it is chosen.
        'readyPhotoPreparation',
      ],
    },
    'DRAFT.DISCARD': {
      actions: [
        { type: 'discardDraft', params: { form } },
        { type: 'dropDraft', params: { form } },
      ],
    },
  }) as const;

/**
 * 'Voltar para o login' from the registration (restored after a reload, or reached by mistake on
 * a shared phone): the pending access is left, the form and its draft emptied, the login panel
 * shows with the first access's e-mail.
 */
export const leaveRegistration = {
  GO_TO_LOGIN: {
    target: 'switchingToLogin',
    actions: [
      'resetRequest',
      'clearCode',
      'clearRegistration',
      { type: 'dropDraft', params: { form: 'registration' } },
      {
        type: 'prefillLoginEmail',
        params: ({ context }: { context: { firstAccess: { email: string } } }) => ({
          email: context.firstAccess.email,
        }),
      },
    ],
  },
} as const;

type LookUpInvoke = Extract<RequestInvokeOf<typeof accessSetup>, { src: 'lookUpParticipant' }>;
type LookUpDone = Exclude<NonNullable<LookUpInvoke['onDone']>, string | readonly unknown[]>;

/**
 * The participant look-up: registered already, login with its e-mail; else `notRegistered`. A
 * failure shows its message in `editing`, unless `onError` says otherwise.
 */
export const lookUpState = (notRegistered: LookUpDone, onError?: LookUpInvoke['onError']) =>
  requestState({
    ...(onError && { onError }),
    src: 'lookUpParticipant',
    input: ({ context }) => ({
      email: context.firstAccess.email.trim(),
      dataDeNascimento: birthDateToIso(context.firstAccess.birthDate) ?? '',
    }),
    onDone: [
      {
        guard: {
          type: 'isRegistered',
          params: ({ event }) => ({ cadastroRealizado: event.output.cadastroRealizado }),
        },
        target: 'switchingToLogin',
        actions: [
          'resetRequest',
          // Identified: the first access form did its job.
          { type: 'dropDraft', params: { form: 'firstAccess' } },
          {
            type: 'prefillLoginEmail',
            params: ({ context }) => ({ email: context.firstAccess.email }),
          },
        ],
      },
      notRegistered,
    ],
  });

/** The look-up on the way to the registration: nome and matrícula filled where still empty. */
export const lookUpForRegistration = (target: string, onError?: LookUpInvoke['onError']) =>
  lookUpState(
    {
      target,
      actions: [
        'resetRequest',
        { type: 'prefillRegistration', params: ({ event }) => ({ participant: event.output }) },
      ],
    },
    onError,
  );

type CodeInvoke = Extract<RequestInvokeOf<typeof accessSetup>, { src: 'requestCode' }>;

/** The code is sent: its panel, for the purpose the code is for. */
export const requestCodeState = (purpose: CodePurpose, input: CodeInvoke['input']) =>
  requestState({
    src: 'requestCode',
    input,
    onDone: {
      target: 'switchingToCode',
      actions: [
        { type: 'requestSucceeded', params: { message: SUCCESS_TEXT.requestCode } },
        { type: 'setCodePurpose', params: { purpose } },
      ],
    },
  });
