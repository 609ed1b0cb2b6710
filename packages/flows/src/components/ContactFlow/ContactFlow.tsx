import type { DraftSlot } from '@jornada/api';
import type { ContactOutboxClient } from '@jornada/api/contact-outbox';
import { ContactForm, type HeadingLevel } from '@jornada/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { contactActors, type ContactClient } from '../../actors/contactActors';
import type { SnapshotFrom } from 'xstate';
import {
  contactMachine,
  type ContactField,
  type ContactForm as ContactValues,
  type ContactMachine,
} from '../../machines/contactMachine';
import type { RequestStatus } from '../../machines/shared/request';

export interface ContactFlowProps {
  /** `contactMachine` provided with its actor; or give `client`. `logic` wins. */
  logic?: ContactMachine | undefined;
  /** The api client: the flow builds `contactMachine.provide({ actors: contactActors(client) })`. */
  client?: ContactClient | undefined;
  /** Where a message sent without a connection waits (with `client`); without it, an error shows. */
  outbox?: ContactOutboxClient | undefined;
  /** Level of the form's title (1 by default: it is the contact page's main heading). */
  headingLevel?: HeadingLevel | undefined;
  /**
   * Where what is typed is kept between visits: restored with `Rascunho restaurado.`. A slot that
   * writes a moment later is flushed on a submit and when the form goes.
   */
  draft?: DraftSlot<ContactValues> | undefined;
}

/** What the form shows (`shallowEqual`: a snapshot that changed none of it renders nothing). */
function contactViewOf(snapshot: SnapshotFrom<ContactMachine>) {
  const { form, fieldErrors, request, draftRestored } = snapshot.context;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : request.status;
  return { form, fieldErrors, status, messages: request.messages, draftRestored };
}

/**
 * The contact form of /fale-conosco bound to `contactMachine`: success clears the form and shows
 * 'Sucesso! Sua mensagem foi enviada.'; a failure keeps what was typed and shows the lines; sent
 * without a connection, the message waits in the `outbox` and the form says so until it goes out;
 * refused by the API meanwhile, it comes back with the API's lines, on this visit or the next.
 */
export function ContactFlow({ logic, client, outbox, headingLevel, draft }: ContactFlowProps) {
  const machine = useMemo(
    () =>
      logic ??
      (client ? contactMachine.provide({ actors: contactActors(client, outbox) }) : contactMachine),
    [logic, client, outbox],
  );
  const [restored] = useState(() => draft?.read() ?? null);
  const actorRef = useActorRef(machine, { input: { form: restored ?? undefined } });
  const { form, fieldErrors, status, messages, draftRestored } = useSelector(
    actorRef,
    contactViewOf,
    shallowEqual,
  );

  // Sent, queued or emptied: the form is empty, and so is the draft (saving nothing removes it).
  useEffect(() => draft?.save(form), [draft, form]);
  useEffect(() => () => draft?.flush?.(), [draft]);
  // A message the API refused while no contact page was open comes back into the form.
  useEffect(() => {
    outbox?.takeRefused().then(
      (refusal) => refusal && actorRef.send({ type: 'OUTBOX.REFUSED', error: refusal }),
      () => undefined,
    );
  }, [outbox, actorRef]);
  // Made once per actor and draft: the form's fields are not rendered again for new callbacks.
  const commands = useMemo(
    () => ({
      changeField: (field: ContactField, value: string) =>
        actorRef.send({ type: 'FIELD.CHANGE', field, value }),
      submit: () => {
        draft?.flush?.();
        actorRef.send({ type: 'SUBMIT' });
      },
      discardDraft: () => {
        draft?.clear();
        actorRef.send({ type: 'FORM.CLEAR' });
      },
    }),
    [actorRef, draft],
  );

  return (
    <ContactForm
      values={form}
      onFieldChange={commands.changeField}
      onSubmit={commands.submit}
      status={status}
      messages={messages}
      fieldErrors={fieldErrors}
      onDiscardDraft={draftRestored ? commands.discardDraft : undefined}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
