import {
  hasErrors,
  phoneDigits,
  validateContact as validateContactForm,
  type ContactValues,
} from '@jornada/ui';
import { assertEvent, assign, not, setup } from 'xstate';
import type { ContactRequest } from '@jornada/api';
import type { FieldErrors } from './shared/fieldErrors';
import { QUEUED_TEXT, SUCCESS_TEXT } from './shared/messages';
import { notProvided } from './shared/notProvided';
import {
  failedRequest,
  idleRequest,
  pendingRequest,
  queuedRequest,
  succeededRequest,
  type RequestState,
} from './shared/request';
import { requestStateOf } from './shared/requestState';

/**
 * The contact form (/fale-conosco): validated on SUBMIT, sent by the `sendContact` actor.
 * Success clears the form and shows 'Sucesso! Sua mensagem foi enviada.'; failure keeps it.
 * Without a connection (the actor fails with `{ network: true }`) the message goes to the outbox
 * (`queueContact`), the form clears and says it will be sent; `awaitDelivery` then waits for the
 * outbox to send it (success text) or for the API to refuse it (its lines, the message back).
 * A message refused while no page waited for it comes back when the form opens (`OUTBOX.REFUSED`).
 */

/**
 * What the form holds: the contact request's fields (`CONTACT_FIELDS` in @jornada/api), which are
 * the fields the ui's `ContactForm` shows (`emptyContactForm` does not compile otherwise).
 */
export type ContactForm = ContactRequest;
export type ContactField = keyof ContactForm;

export interface ContactContext {
  form: ContactForm;
  fieldErrors: FieldErrors;
  request: RequestState;
  /** The outbox's id of the message waiting to be sent, while `queued`. */
  queuedId: string | null;
  /** The form shows a restored draft (`Rascunho restaurado.`): until cleared, sent or queued. */
  draftRestored: boolean;
}

export type ContactEvent =
  /** `telefone` keeps its digits only (at most 11): the mask is for display. */
  | { type: 'FIELD.CHANGE'; field: ContactField; value: string }
  | { type: 'SUBMIT' }
  /** `Descartar` of a restored draft: the form as if nothing had been typed. */
  | { type: 'FORM.CLEAR' }
  /** The outbox hands back a message the API refused while no page waited (`ContactRejectedError`). */
  | { type: 'OUTBOX.REFUSED'; error: unknown };

export interface ContactInput {
  /** What was typed before (a draft restored after a reload). */
  form?: ContactForm | undefined;
}

/**
 * The form with nothing typed. `satisfies ContactValues`: the ui's form takes exactly the request's
 * fields, so a field added to one and not to the other fails to compile here.
 */
export const emptyContactForm: ContactForm = {
  nome: '',
  email: '',
  telefone: '',
  mensagem: '',
} satisfies ContactValues;

const contactFields = Object.keys(emptyContactForm) as ContactField[];

/** `@jornada/ui`'s ContactForm validation itself: the machine and the form cannot disagree. */
export const validateContact = (form: ContactForm): FieldErrors => validateContactForm(form);

/** What is sent, or queued: the request's fields of the form, trimmed (the phone is digits). */
const outgoing = ({ form }: ContactContext) =>
  Object.fromEntries(contactFields.map((field) => [field, form[field].trim()])) as ContactRequest;

/** The request got no answer at all (`ApiCallError.network`): the message can wait in the outbox. */
const isNetworkFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { network?: unknown }).network === true;

/** The message a refusal brings back (`ContactRejectedError.contact`), if any. */
function rejectedContact(error: unknown): ContactForm | null {
  const contact =
    typeof error === 'object' && error !== null ? (error as { contact?: unknown }).contact : null;
  return typeof contact === 'object' && contact !== null
    ? { ...emptyContactForm, ...contact }
    : null;
}

const isEmpty = (form: ContactForm) => Object.values(form).every((value) => value === '');

const contactSetup = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput | undefined,
    tags: {} as 'pending',
  },
  actors: {
    sendContact: notProvided<unknown, ContactRequest>('sendContact'),
    /** Keeps the message in the outbox; resolves to its id. */
    queueContact: notProvided<string, ContactRequest>('queueContact'),
    /** Resolves when the outbox sent message `input`; rejects with the API's refusal. */
    awaitDelivery: notProvided<unknown, string>('awaitDelivery'),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(validateContact(context.form)),
    networkFailure: (_, params: { error: unknown }) => isNetworkFailure(params.error),
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      const value = event.field === 'telefone' ? phoneDigits(event.value) : event.value;
      return { form: { ...context.form, [event.field]: value }, fieldErrors };
    }),
    clearForm: assign({ form: emptyContactForm, fieldErrors: {}, draftRestored: false }),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateContact(context.form) })),
    startRequest: assign({ request: pendingRequest, fieldErrors: {} }),
    sent: assign({
      form: emptyContactForm,
      draftRestored: false,
      request: succeededRequest(SUCCESS_TEXT.sendContact),
    }),
    requestFailed: assign((_, params: { error: unknown }) => ({
      request: failedRequest(params.error),
    })),
    queued: assign((_, params: { id: string }) => ({
      form: emptyContactForm,
      draftRestored: false,
      queuedId: params.id,
      request: queuedRequest(QUEUED_TEXT.sendContact),
    })),
    // The form is left as it is: the person may be writing another message meanwhile.
    delivered: assign({ queuedId: null, request: succeededRequest(SUCCESS_TEXT.sendContact) }),
    restoreRejected: assign(({ context }, params: { error: unknown }) => {
      const contact = rejectedContact(params.error);
      return {
        form: contact && isEmpty(context.form) ? contact : context.form,
        queuedId: null,
        request: failedRequest(params.error),
      };
    }),
  },
});
const requestState = requestStateOf(contactSetup);
const submit = [
  { guard: not('formIsValid'), actions: 'showFieldErrors' as const },
  { target: '#contact.sending' },
];

export const contactMachine = contactSetup.createMachine({
  id: 'contact',
  context: ({ input }) => ({
    form: input?.form ?? emptyContactForm,
    fieldErrors: {},
    request: idleRequest,
    queuedId: null,
    draftRestored: input?.form !== undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        'FORM.CLEAR': { actions: 'clearForm' },
        'OUTBOX.REFUSED': {
          actions: { type: 'restoreRejected', params: ({ event }) => ({ error: event.error }) },
        },
        SUBMIT: submit,
      },
    },
    sending: requestState({
      src: 'sendContact',
      input: ({ context }) => outgoing(context),
      onDone: { target: 'editing', actions: 'sent' },
      onError: [
        {
          guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) },
          target: 'queueing',
        },
        {
          target: 'editing',
          actions: { type: 'requestFailed', params: ({ event }) => ({ error: event.error }) },
        },
      ],
    }),
    queueing: requestState({
      src: 'queueContact',
      input: ({ context }) => outgoing(context),
      onDone: {
        target: 'queued',
        actions: { type: 'queued', params: ({ event }) => ({ id: event.output }) },
      },
    }),
    queued: {
      invoke: {
        id: 'awaitDelivery',
        src: 'awaitDelivery',
        input: ({ context }) => context.queuedId ?? '',
        onDone: { target: 'editing', actions: 'delivered' },
        onError: {
          target: 'editing',
          actions: { type: 'restoreRejected', params: ({ event }) => ({ error: event.error }) },
        },
      },
      // Another message may be written and sent meanwhile; this one still goes out.
      on: { 'FIELD.CHANGE': { actions: 'changeField' }, SUBMIT: submit },
    },
  },
});

export type ContactMachine = typeof contactMachine;
