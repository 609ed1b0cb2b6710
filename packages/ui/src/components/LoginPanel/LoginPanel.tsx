import { useMemo } from 'react';
import { FormFooter, fieldBinder, useValidatedForm, type FieldChangeHandler } from '../../forms';
import {
  fieldMessages,
  required,
  validateEmail,
  validateFields,
  type FieldErrors,
} from '../../validation';
import { FormStack, LinkRow, Panel, PanelLink, TextButton, type PanelBaseProps } from '../Panel';
import type { RenderLink } from '../AppLink';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginPanelProps extends PanelBaseProps {
  values: LoginValues;
  onFieldChange: FieldChangeHandler<LoginValues>;
  /** Only with valid values. */
  onSubmit: (values: LoginValues) => void;
  /** 'Esqueci minha senha'. */
  onForgotPassword: () => void;
  /** 'Efetuar cadastro': go to the first-access panel. */
  onRegister: () => void;
  /** 'Política de Privacidade': open the privacy dialog. */
  onPrivacyPolicy: () => void;
  /** 'Fale Conosco' target. */
  contactHref?: string;
  renderLink?: RenderLink;
  /**
   * Messages for fields from outside (a server's, placed by a flow), shown next to each field;
   * they win over the panel's own validation.
   */
  fieldErrors?: FieldErrors<LoginValues>;
}

export const validateLogin = (values: LoginValues) =>
  validateFields(values, {
    email: validateEmail,
    password: required(fieldMessages.passwordRequired),
  });

/** The panel's title (copy deck): the heading of /pre-login's first panel. */
export const LOGIN_TITLE = 'Já possui perfil?';

/** 'Já possui perfil?': e-mail and password, then a verification code is sent. */
export function LoginPanel({
  values,
  onFieldChange,
  onSubmit,
  onForgotPassword,
  onRegister,
  onPrivacyPolicy,
  contactHref = '/fale-conosco',
  renderLink,
  fieldErrors,
  status = 'idle',
  locked = status === 'pending',
  messages,
  headingLevel,
}: LoginPanelProps) {
  const { formRef, errors, handleSubmit } = useValidatedForm(
    values,
    validateLogin,
    (valid) => onSubmit({ ...valid, email: valid.email.trim() }),
    { status, fieldErrors },
  );
  const field = fieldBinder(values, errors, onFieldChange, locked);
  // The same element while its callbacks are: typing leaves the links alone.
  const links = useMemo(
    () => (
      <LinkRow>
        <li>
          <TextButton type="button" onClick={onForgotPassword}>
            Esqueci minha senha
          </TextButton>
        </li>
        <li>
          <TextButton type="button" onClick={onRegister}>
            Efetuar cadastro
          </TextButton>
        </li>
        <li>
          <PanelLink href={contactHref} renderLink={renderLink}>
            Fale Conosco
          </PanelLink>
        </li>
        <li>
          <TextButton type="button" onClick={onPrivacyPolicy}>
            Política de Privacidade
          </TextButton>
        </li>
      </LinkRow>
    ),
    [onForgotPassword, onRegister, contactHref, renderLink, onPrivacyPolicy],
  );

  return (
    <Panel title={LOGIN_TITLE} headingLevel={headingLevel}>
      <FormStack ref={formRef} noValidate onSubmit={handleSubmit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          {...field.text('email')}
        />
        <PasswordField label="Senha" required {...field.text('password')} />
        <FormFooter status={status} messages={messages} submitLabel="Entrar" />
      </FormStack>
      {links}
    </Panel>
  );
}
