import type { DraftSlot } from '@jornada/api';
import type { ContactOutboxClient } from '@jornada/api/contact-outbox';
import { ContactForm, type HeadingLevel } from '@jornada/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { contactActors, type ContactClient } from '../../actors/contactActors';
import {
  contactMachine,
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
  /** Where what is typed is kept between visits: restored with `Rascunho restaurado.`. */
  draft?: DraftSlot<ContactValues> | undefined;
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
  const snapshot = useSelector(actorRef, (s) => s);
  const { form, fieldErrors, request, draftRestored } = snapshot.context;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : request.status;

  // Sent, queued or emptied: the form is empty, and so is the draft (saving nothing removes it).
  useEffect(() => draft?.save(form), [draft, form]);
  // A message the API refused while no contact page was open comes back into the form.
  useEffect(() => {
    outbox?.takeRefused().then(
      (refusal) => refusal && actorRef.send({ type: 'OUTBOX.REFUSED', error: refusal }),
      () => undefined,
    );
  }, [outbox, actorRef]);
  const discardDraft = () => {
    draft?.clear();
    actorRef.send({ type: 'FORM.CLEAR' });
  };

  return (
    <ContactForm
      values={form}
      onFieldChange={(field, value) => actorRef.send({ type: 'FIELD.CHANGE', field, value })}
      onSubmit={() => actorRef.send({ type: 'SUBMIT' })}
      status={status}
      messages={request.messages}
      fieldErrors={fieldErrors}
      onDiscardDraft={draftRestored ? discardDraft : undefined}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
