import { isoToBirthDate } from '../../masks';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import { fieldMessages, required, validateFields, type FieldErrors } from '../../validation';
import { DraftNotice } from '../DraftNotice';
import { FormStack, Panel, type PanelBaseProps } from '../Panel';
import { TextField } from '../TextField';

export interface ProfileValues {
  nome: string;
  matricula: string;
}

export interface ProfileFormProps extends PanelBaseProps {
  values: ProfileValues;
  onFieldChange: FieldChangeHandler<ProfileValues>;
  /** Only with Nome and Matrícula filled. */
  onSubmit: (values: ProfileValues) => void;
  /** Read-only. */
  email: string;
  /** Read-only; ISO from the API (`1990-02-01` or `1990-02-01T00:00:00`), shown dd/mm/aaaa. */
  birthDate: string;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<ProfileValues>;
  /** The panel's heading (copy deck: `Meu perfil`). */
  title?: string;
  /**
   * Id of a heading outside the panel that already names the form, as the /meu-perfil page's h1
   * `Meu perfil` does: the panel then shows no heading of its own (the page would say `Meu perfil`
   * twice) and the form is named by that heading.
   */
  labelledBy?: string;
  /**
   * Given when the values came back from a draft: `Rascunho restaurado.` shows over the fields,
   * and its `Descartar` calls this (the focus then goes to the first field).
   */
  onDiscardDraft?: (() => void) | undefined;
}

export const PROFILE_TITLE = 'Meu perfil';

export const validateProfile = (values: ProfileValues) =>
  validateFields(values, {
    nome: required(fieldMessages.nameRequired),
    matricula: required(fieldMessages.registrationRequired),
  });

/**
 * 'Meu perfil': Nome and Matrícula editable, E-mail and Data de nascimento read-only. Under the
 * title `Meu perfil`, or labelled by the page's heading (`labelledBy`).
 */
export function ProfileForm({
  values,
  onFieldChange,
  onSubmit,
  email,
  birthDate,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel,
  title = PROFILE_TITLE,
  labelledBy,
  onDiscardDraft,
}: ProfileFormProps) {
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    validateProfile,
    (valid) => onSubmit({ nome: valid.nome.trim(), matricula: valid.matricula.trim() }),
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);

  return (
    <Panel title={labelledBy ? undefined : title} headingLevel={headingLevel}>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={labelledBy}>
        {onDiscardDraft && <DraftNotice onDiscard={onDiscardDraft} />}
        <TextField label="Nome" autoComplete="name" required {...field.text('nome')} />
        <TextField label="Matrícula" autoComplete="off" required {...field.text('matricula')} />
        <TextField label="E-mail" type="email" name="email" value={email} readOnly />
        <TextField
          label="Data de nascimento"
          name="birthDate"
          value={isoToBirthDate(birthDate) ?? ''}
          placeholder="dd/mm/aaaa"
          readOnly
        />
        <FormFooter status={status} messages={messages} submitLabel="Salvar" />
      </FormStack>
    </Panel>
  );
}
