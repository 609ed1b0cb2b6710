import { useMemo } from 'react';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import { validateCode, validateFields, type FieldErrors } from '../../validation';
import { MaskedField } from '../MaskedField';
import { BackToLogin, FormStack, LinkRow, Panel, TextButton, type PanelBaseProps } from '../Panel';

export interface CodeValues {
  /** Digits only, at most 6. */
  code: string;
}

export interface CodePanelProps extends PanelBaseProps {
  /** Where the code was sent. */
  email: string;
  values: CodeValues;
  onFieldChange: FieldChangeHandler<CodeValues>;
  /** Only with a six-digit code. */
  onSubmit: (values: CodeValues) => void;
  /** 'Reenviar código'. */
  onResend: () => void;
  /** 'Voltar para o login': the e-mail or the password was wrong, start over. */
  onBackToLogin: () => void;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<CodeValues>;
}

export const validateCodeForm = (values: CodeValues) =>
  validateFields(values, { code: validateCode });

/** 'Código de verificação': the six digits sent by e-mail. */
export function CodePanel({
  email,
  values,
  onFieldChange,
  onSubmit,
  onResend,
  onBackToLogin,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel,
}: CodePanelProps) {
  const pending = status === 'pending';
  const { formRef, errors, handleSubmit } = useValidatedForm(values, validateCodeForm, onSubmit, {
    status,
    fieldErrors,
  });
  const field = fieldBinder(values, errors, onFieldChange, locked);
  // The same element while its callbacks and `pending` are: typing leaves the links alone.
  const links = useMemo(
    () => (
      <LinkRow>
        <li>
          <TextButton type="button" onClick={onResend} disabled={pending}>
            Reenviar código
          </TextButton>
        </li>
        <li>
          <BackToLogin onClick={onBackToLogin} disabled={pending} />
        </li>
      </LinkRow>
    ),
    [onResend, onBackToLogin, pending],
  );

  return (
    <Panel
      title="Código de verificação"
      headingLevel={headingLevel}
      intro={<p>Digite o código de 6 dígitos enviado para {email}.</p>}
    >
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        <MaskedField label="Código" mask="code" required {...field.masked('code')} />
        <FormFooter status={status} messages={messages} submitLabel="Confirmar" />
      </FormStack>
      {links}
    </Panel>
  );
}
