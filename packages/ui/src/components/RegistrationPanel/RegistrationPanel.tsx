import { useMemo } from 'react';
import { CONSENT_TEXT } from '../../copy';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import { fieldMessages, required, validateFields, type FieldErrors } from '../../validation';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { DraftNotice } from '../DraftNotice';
import { BackToLogin, FormStack, LinkRow, Panel, type PanelBaseProps } from '../Panel';
import { PasswordField } from '../PasswordField';
import { PhotoPicker, type PhotoPickerProps, type PhotoUpload } from '../PhotoPicker';
import { TextField } from '../TextField';

export interface RegistrationValues {
  nome: string;
  matricula: string;
  password: string;
  confirmPassword: string;
  photo: File | null;
  consent: boolean;
}

export interface RegistrationPanelProps extends PanelBaseProps {
  /** The e-mail of the first access (read-only). */
  email: string;
  values: RegistrationValues;
  onFieldChange: FieldChangeHandler<RegistrationValues>;
  /** Only with every field filled, a photo and the consent. */
  onSubmit: (values: RegistrationValues) => void;
  /** The server said the verification code is wrong: the error box offers 'Inserir novamente'. */
  wrongCode?: boolean;
  /** 'Inserir novamente': back to the code panel. */
  onRetryCode?: () => void;
  /** 'Voltar para o login': give up this registration (a restored one too). */
  onBackToLogin: () => void;
  /** Checks the chosen photo; its refusal shows beside the picker (`PhotoPicker`'s `check`). */
  checkPhoto?: PhotoPickerProps['check'];
  /** The chosen photo's upright turn, for its preview (`PhotoPicker`'s `uprightTransformOf`). */
  photoUprightTransform?: PhotoPickerProps['uprightTransformOf'];
  /** The photo's upload: preparing, sending (percent) or failed; null when there is none. */
  upload?: PhotoUpload | null;
  /** 'Cancelar' while the photo is prepared or sent. */
  onCancelUpload?: () => void;
  /** 'Tentar novamente' after the photo's upload failed. */
  onRetryUpload?: () => void;
  /**
   * False where 'Cadastrar' would do nothing (after a wrong code, once registered): the button
   * is disabled rather than ignored. Default true.
   */
  canSubmit?: boolean;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<RegistrationValues>;
  /**
   * Given when the nome and matrícula came back from a draft: `Rascunho restaurado.` shows over the fields,
   * and its `Descartar` calls this (the focus then goes to the first field).
   */
  onDiscardDraft?: (() => void) | undefined;
}

export const validateRegistration = (values: RegistrationValues) =>
  validateFields(values, {
    nome: required(fieldMessages.nameRequired),
    matricula: required(fieldMessages.registrationRequired),
    password: required(fieldMessages.passwordRequired),
    confirmPassword: required(fieldMessages.confirmPasswordRequired),
    photo: (photo) => (photo ? undefined : fieldMessages.photoRequired),
    consent: (consent) => (consent ? undefined : fieldMessages.consentRequired),
  });

/** 'Cadastro': the participant's data, a photo for the avatar and the consent. */
export function RegistrationPanel({
  email,
  values,
  onFieldChange,
  onSubmit,
  wrongCode = false,
  onRetryCode,
  checkPhoto,
  photoUprightTransform,
  upload,
  onCancelUpload,
  onRetryUpload,
  onBackToLogin,
  canSubmit = true,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel,
  onDiscardDraft,
}: RegistrationPanelProps) {
  const pending = status === 'pending';
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    validateRegistration,
    (valid) => onSubmit({ ...valid, nome: valid.nome.trim(), matricula: valid.matricula.trim() }),
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);
  // The same elements while their inputs are: typing and the upload's progress leave them alone.
  const retryCode = useMemo(
    () =>
      wrongCode ? (
        <div>
          <Button variant="secondary" onClick={onRetryCode}>
            Inserir novamente
          </Button>
        </div>
      ) : undefined,
    [wrongCode, onRetryCode],
  );
  const links = useMemo(
    () => (
      <LinkRow>
        <li>
          <BackToLogin onClick={onBackToLogin} disabled={pending} />
        </li>
      </LinkRow>
    ),
    [onBackToLogin, pending],
  );

  return (
    <Panel title="Cadastro" headingLevel={headingLevel}>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        {onDiscardDraft && <DraftNotice onDiscard={onDiscardDraft} />}
        <TextField label="Nome" autoComplete="name" required {...field.text('nome')} />
        <TextField label="Matrícula" autoComplete="off" required {...field.text('matricula')} />
        <TextField label="E-mail" type="email" name="email" value={email} readOnly />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          required
          {...field.text('password')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          required
          {...field.text('confirmPassword')}
        />
        <PhotoPicker
          name="photo"
          value={values.photo}
          error={errors.photo}
          check={checkPhoto}
          uprightTransformOf={photoUprightTransform}
          upload={upload}
          onCancelUpload={onCancelUpload}
          onRetryUpload={onRetryUpload}
          disabled={locked}
          onChange={field.value('photo')}
        />
        <Checkbox
          name="consent"
          label={CONSENT_TEXT}
          required
          checked={values.consent}
          error={errors.consent}
          disabled={locked}
          onChange={field.checked('consent')}
        />
        <FormFooter
          status={wrongCode ? 'error' : status}
          messages={messages}
          action={retryCode}
          pending={pending}
          submitDisabled={!canSubmit}
          submitLabel="Cadastrar"
        />
      </FormStack>
      {links}
    </Panel>
  );
}
