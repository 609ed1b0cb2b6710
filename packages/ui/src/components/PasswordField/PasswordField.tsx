import { memo, useMemo, useState, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { Field, type FieldChromeProps } from '../Field';

export interface PasswordFieldProps
  extends
    Omit<FieldChromeProps, 'readOnly'>,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children' | 'type' | 'readOnly'> {
  /** `current-password` to sign in, `new-password` when creating one. */
  autoComplete?: 'current-password' | 'new-password';
  ref?: Ref<HTMLInputElement>;
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.brandDeep};
  cursor: pointer;

  ${media.hover} {
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  svg {
    width: 22px;
    height: 22px;
  }
`;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * Password input with a show/hide toggle ('Mostrar senha' / 'Ocultar senha'). Memoized: a form's
 * other fields changing does not render it again.
 */
export const PasswordField = memo(function PasswordField({
  label,
  hint,
  error,
  id,
  locked,
  autoComplete = 'current-password',
  ref,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  // The same element until it is pressed: a key typed leaves the toggle alone.
  const toggle = useMemo(
    () => (
      <Toggle
        type="button"
        aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon crossed={visible} />
      </Toggle>
    ),
    [visible],
  );
  return (
    <Field label={label} hint={hint} error={error} id={id} locked={locked} end={toggle}>
      {(control) => (
        <input
          ref={ref}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
});
