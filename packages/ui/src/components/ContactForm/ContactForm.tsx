import { CONTACT_TITLE } from '../../copy';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import {
  fieldMessages,
  required,
  validateEmail,
  validateFields,
  validatePhone,
  type FieldErrors,
} from '../../validation';
import { MaskedField } from '../MaskedField';
import { DraftNotice } from '../DraftNotice';
import { FormStack, Panel, type PanelBaseProps } from '../Panel';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';

export interface ContactValues {
  nome: string;
  email: string;
  /** Unmasked digits (`11987654321`). */
  telefone: string;
  mensagem: string;
}

export interface ContactFormProps extends PanelBaseProps {
  values: ContactValues;
  onFieldChange: FieldChangeHandler<ContactValues>;
  /** Only when all four fields are valid. */
  onSubmit: (values: ContactValues) => void;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<ContactValues>;
  /**
   * Given when the values came back from a draft: `Rascunho restaurado.` shows over the fields,
   * and its `Descartar` calls this (the focus then goes to the first field).
   */
  onDiscardDraft?: (() => void) | undefined;
}

export const validateContact = (values: ContactValues) =>
  validateFields(values, {
    nome: required(fieldMessages.nameRequired),
    email: validateEmail,
    telefone: validatePhone,
    mensagem: required(fieldMessages.messageRequired),
  });

/** The contact page form: Nome, Email, Celular and Mensagem, all required. */
export function ContactForm({
  values,
  onFieldChange,
  onSubmit,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel = 1,
  onDiscardDraft,
}: ContactFormProps) {
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    validateContact,
    (valid) =>
      onSubmit({
        ...valid,
        nome: valid.nome.trim(),
        email: valid.email.trim(),
        mensagem: valid.mensagem.trim(),
      }),
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);

  return (
    <Panel title={CONTACT_TITLE} headingLevel={headingLevel}>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        {onDiscardDraft && <DraftNotice onDiscard={onDiscardDraft} />}
        <TextField label="Nome" autoComplete="name" required {...field.text('nome')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field.text('email')}
        />
        <MaskedField label="Celular" mask="phone" required {...field.masked('telefone')} />
        <TextAreaField label="Mensagem" required {...field.text('mensagem')} />
        <FormFooter status={status} messages={messages} submitLabel="Enviar" />
      </FormStack>
    </Panel>
  );
}
