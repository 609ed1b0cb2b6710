import { useMemo } from 'react';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import {
  fieldMessages,
  required,
  validateCode,
  validateEmail,
  validateFields,
  type FieldErrors,
} from '../../validation';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { DraftNotice } from '../DraftNotice';
import { MaskedField } from '../MaskedField';
import { Actions, BackToLogin, FormStack, LinkRow, Panel, type PanelBaseProps } from '../Panel';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

export type RecoveryStep = 1 | 2 | 3 | 4;

export interface RecoveryValues {
  email: string;
  /** Digits only, at most 6. */
  code: string;
  password: string;
  confirmPassword: string;
}

export interface RecoveryPanelProps extends PanelBaseProps {
  /** 1 e-mail, 2 code, 3 new password, 4 done. */
  step: RecoveryStep;
  values: RecoveryValues;
  onFieldChange: FieldChangeHandler<RecoveryValues>;
  /** Step 1 'Enviar código'. */
  onRequestCode: (values: RecoveryValues) => void;
  /** Step 2 'Validar código'. */
  onValidateCode: (values: RecoveryValues) => void;
  /** Step 3 'Alterar senha'. */
  onChangePassword: (values: RecoveryValues) => void;
  /** Step 4 'Ir para o login'. */
  onGoToLogin: () => void;
  /** Steps 1–3 'Voltar para o login': give up the recovery. */
  onBackToLogin: () => void;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<RecoveryValues>;
  /**
   * Given when the step 1 e-mail came back from a draft: `Rascunho restaurado.` shows over it (step 1 only),
   * and its `Descartar` calls this (the focus then goes to the e-mail).
   */
  onDiscardDraft?: (() => void) | undefined;
}

const validators = {
  1: (v: RecoveryValues) => validateFields(v, { email: validateEmail }),
  2: (v: RecoveryValues) => validateFields(v, { code: validateCode }),
  3: (v: RecoveryValues) =>
    validateFields(v, {
      password: required(fieldMessages.newPasswordRequired),
      confirmPassword: required(fieldMessages.confirmNewPasswordRequired),
    }),
  4: () => ({}),
} as const;

/** Validates only the fields of the given step. */
export const validateRecovery = (step: RecoveryStep, values: RecoveryValues) =>
  validators[step](values);

const submitLabel = { 1: 'Enviar código', 2: 'Validar código', 3: 'Alterar senha' } as const;

/** 'Recupere seu acesso': the four steps of password recovery. */
export function RecoveryPanel({ step, onGoToLogin, headingLevel, ...rest }: RecoveryPanelProps) {
  return (
    <Panel title="Recupere seu acesso" headingLevel={headingLevel}>
      {step === 4 ? (
        <>
          <Alert tone="success" messages={rest.messages ?? []} />
          <Actions>
            <Button fullWidth onClick={onGoToLogin}>
              Ir para o login
            </Button>
          </Actions>
        </>
      ) : (
        // A fresh form per step: errors shown for one step never leak into the next.
        <RecoveryForm key={step} step={step} {...rest} />
      )}
    </Panel>
  );
}

function RecoveryForm({
  step,
  values,
  onFieldChange,
  onRequestCode,
  onValidateCode,
  onChangePassword,
  onBackToLogin,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  onDiscardDraft,
}: Omit<RecoveryPanelProps, 'onGoToLogin' | 'headingLevel' | 'step'> & { step: 1 | 2 | 3 }) {
  const pending = status === 'pending';
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    (v) => validateRecovery(step, v),
    (valid) => {
      if (step === 1) onRequestCode({ ...valid, email: valid.email.trim() });
      else if (step === 2) onValidateCode(valid);
      else if (step === 3) onChangePassword(valid);
    },
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);
  // The same element while its callback and `pending` are: typing leaves the link alone.
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
    <>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        {step === 1 && onDiscardDraft && <DraftNotice onDiscard={onDiscardDraft} />}
        {step === 1 && (
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            {...field.text('email')}
          />
        )}
        {step === 2 && (
          <MaskedField label="Código" mask="code" required {...field.masked('code')} />
        )}
        {step === 3 && (
          <>
            <PasswordField
              label="Nova senha"
              autoComplete="new-password"
              required
              {...field.text('password')}
            />
            <PasswordField
              label="Confirmar nova senha"
              autoComplete="new-password"
              required
              {...field.text('confirmPassword')}
            />
          </>
        )}
        <FormFooter status={status} messages={messages} submitLabel={submitLabel[step]} />
      </FormStack>
      {links}
    </>
  );
}
