import { useMemo } from 'react';
import { birthDateToIso } from '../../masks';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import {
  validateBirthDate,
  validateEmail,
  validateFields,
  type FieldErrors,
} from '../../validation';
import { DraftNotice } from '../DraftNotice';
import { MaskedField } from '../MaskedField';
import { FormStack, LinkRow, Panel, TextButton, type PanelBaseProps } from '../Panel';
import { TextField } from '../TextField';

export interface FirstAccessValues {
  email: string;
  /** Unmasked digits as typed (`01021990`). */
  birthDate: string;
}

export interface FirstAccessPanelProps extends PanelBaseProps {
  values: FirstAccessValues;
  onFieldChange: FieldChangeHandler<FirstAccessValues>;
  /** Only with valid values; the birth date already converted to `yyyy-mm-dd`. */
  onSubmit: (data: { email: string; birthDate: string }) => void;
  /** 'Já tenho cadastro': go to the login panel. */
  onHaveAccount: () => void;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<FirstAccessValues>;
  /**
   * Given when the values came back from a draft: `Rascunho restaurado.` shows over the fields,
   * and its `Descartar` calls this (the focus then goes to the first field).
   */
  onDiscardDraft?: (() => void) | undefined;
}

export const validateFirstAccess = (values: FirstAccessValues) =>
  validateFields(values, { email: validateEmail, birthDate: validateBirthDate });

/** 'Primeiro acesso': e-mail and birth date, then the participant lookup. */
export function FirstAccessPanel({
  values,
  onFieldChange,
  onSubmit,
  onHaveAccount,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel,
  onDiscardDraft,
}: FirstAccessPanelProps) {
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    validateFirstAccess,
    (valid) =>
      onSubmit({ email: valid.email.trim(), birthDate: birthDateToIso(valid.birthDate) ?? '' }),
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);
  // The same element while `onHaveAccount` is: typing leaves the link alone.
  const links = useMemo(
    () => (
      <LinkRow>
        <li>
          <TextButton type="button" onClick={onHaveAccount}>
            Já tenho cadastro
          </TextButton>
        </li>
      </LinkRow>
    ),
    [onHaveAccount],
  );

  return (
    <Panel title="Primeiro acesso" headingLevel={headingLevel}>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        {onDiscardDraft && <DraftNotice onDiscard={onDiscardDraft} />}
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...field.text('email')}
        />
        <MaskedField
          label="Data de nascimento"
          mask="birthDate"
          required
          {...field.masked('birthDate')}
        />
        <FormFooter status={status} messages={messages} submitLabel="Continuar" />
      </FormStack>
      {links}
    </Panel>
  );
}
