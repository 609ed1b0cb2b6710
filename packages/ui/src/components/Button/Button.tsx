import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Request in progress: shows a spinner, disables the button, keeps its width. */
  loading?: boolean;
  /** Stretch to the container's width (forms on mobile). */
  fullWidth?: boolean;
  children: ReactNode;
}

const looks = {
  primary: css`
    background: ${({ theme }) => theme.colors.brandBlue};
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.brandBlue};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandBlueHover};
      border-color: ${({ theme }) => theme.colors.brandBlueHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brandDeep};
    border-color: ${({ theme }) => theme.colors.brandDeep};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  link: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space[1]};
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) {
      text-decoration-thickness: 2px;
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.01em;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};
  ${({ $variant }) => looks[$variant]}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

/**
 * While loading the label stays in the flow, so the button keeps its width, and in the
 * accessibility tree, so the button keeps its name: it is only made transparent.
 */
const Label = styled.span<{ $hidden: boolean }>`
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <Label $hidden={loading}>{children}</Label>
      {loading && (
        <Busy>
          <Spinner size={20} />
        </Busy>
      )}
    </StyledButton>
  );
}
