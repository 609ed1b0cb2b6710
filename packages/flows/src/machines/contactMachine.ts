import { hasErrors, phoneDigits, validateContact as validateContactForm } from '@jornada/ui';
import { assertEvent, assign, not, setup } from 'xstate';
import type { ContactRequest } from '@jornada/api';
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
 * The contact form (/fale-conosco): validated on SUBMIT, sent by the `sendContact` actor.
 * Success clears the form and shows 'Sucesso! Sua mensagem foi enviada.'; failure keeps it.
 */

export type ContactForm = ContactRequest;
export type ContactField = keyof ContactForm;

export interface ContactContext {
  form: ContactForm;
  fieldErrors: FieldErrors;
  request: RequestState;
}

export type ContactEvent =
  /** `telefone` keeps its digits only (at most 11): the mask is for display. */
  { type: 'FIELD.CHANGE'; field: ContactField; value: string } | { type: 'SUBMIT' };

export const emptyContactForm: ContactForm = { nome: '', email: '', telefone: '', mensagem: '' };

/** `@jornada/ui`'s ContactForm validation itself: the machine and the form cannot disagree. */
export const validateContact = (form: ContactForm): FieldErrors => validateContactForm(form);

const contactSetup = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    tags: {} as 'pending',
  },
  actors: {
    sendContact: notProvided<unknown, ContactRequest>('sendContact'),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(validateContact(context.form)),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      const value = event.field === 'telefone' ? phoneDigits(event.value) : event.value;
      return { form: { ...context.form, [event.field]: value }, fieldErrors };
    }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateContact(context.form) })),
    startRequest: assign({ request: pendingRequest, fieldErrors: {} }),
    sent: assign({
      form: emptyContactForm,
      request: succeededRequest(SUCCESS_TEXT.sendContact),
    }),
    requestFailed: assign((_, params: { error: unknown }) => ({
      request: failedRequest(params.error),
    })),
  },
});
const requestState = requestStateOf(contactSetup);

export const contactMachine = contactSetup.createMachine({
  id: 'contact',
  context: { form: emptyContactForm, fieldErrors: {}, request: idleRequest },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        SUBMIT: [{ guard: not('formIsValid'), actions: 'showFieldErrors' }, { target: 'sending' }],
      },
    },
    sending: requestState({
      src: 'sendContact',
      input: ({ context }) => ({
        nome: context.form.nome.trim(),
        email: context.form.email.trim(),
        telefone: context.form.telefone,
        mensagem: context.form.mensagem.trim(),
      }),
      onDone: { target: 'editing', actions: 'sent' },
    }),
  },
});

export type ContactMachine = typeof contactMachine;
