import { useValidatedForm } from '../../forms';
import {
  fieldMessages,
  required,
  validateEmail,
  validateFields,
  validatePhone,
  type FieldErrors,
} from '../../validation';
import { Button } from '../Button';
import { FormStatus } from '../FormStatus';
import { MaskedField } from '../MaskedField';
import { Actions, FormStack, Panel, type PanelBaseProps } from '../Panel';
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
  onChange: (values: ContactValues) => void;
  /** Only when all four fields are valid. */
  onSubmit: (values: ContactValues) => void;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<ContactValues>;
}

export const CONTACT_SUCCESS = 'Sucesso! Sua mensagem foi enviada.';

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
  onChange,
  onSubmit,
  fieldErrors,
  status = 'idle',
  messages,
  headingLevel = 1,
}: ContactFormProps) {
  const pending = status === 'pending';
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

  return (
    <Panel
      title="Está com dúvidas? Fale conosco através do formulário abaixo"
      headingLevel={headingLevel}
    >
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        <TextField
          label="Nome"
          name="nome"
          autoComplete="name"
          required
          value={values.nome}
          error={errors.nome}
          onChange={(e) => onChange({ ...values, nome: e.target.value })}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => onChange({ ...values, email: e.target.value })}
        />
        <MaskedField
          label="Celular"
          mask="phone"
          name="telefone"
          required
          value={values.telefone}
          error={errors.telefone}
          onValueChange={(telefone) => onChange({ ...values, telefone })}
        />
        <TextAreaField
          label="Mensagem"
          name="mensagem"
          required
          value={values.mensagem}
          error={errors.mensagem}
          onChange={(e) => onChange({ ...values, mensagem: e.target.value })}
        />
        <FormStatus status={status} messages={messages} successMessage={CONTACT_SUCCESS} />
        <Actions>
          <Button type="submit" fullWidth loading={pending}>
            Enviar
          </Button>
        </Actions>
      </FormStack>
    </Panel>
  );
}
