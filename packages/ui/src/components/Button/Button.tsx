import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { Spinner } from '../Spinner';
import { buttonShape, focusOutline, primaryLook, secondaryLook } from './buttonStyles';

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
  primary: primaryLook,
  secondary: secondaryLook,
  link: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space[1]};
    text-decoration: underline;
    text-underline-offset: 3px;
    ${media.hover} {
      &:hover:not(:disabled) {
        text-decoration-thickness: 2px;
      }
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  ${buttonShape}
  position: relative;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  letter-spacing: 0.01em;
  cursor: pointer;
  ${({ $variant }) => looks[$variant]}

  &:focus-visible {
    ${focusOutline}
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
const Label = styled.span`
  [aria-busy] > & {
    opacity: 0;
  }
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: none;
  align-items: center;
  justify-content: center;
  pointer-events: none;
  [aria-busy] > & {
    display: flex;
  }
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
      <Label>{children}</Label>
      {/* Always in the page, shown by aria-busy: the tap that starts a request only flips it. */}
      <Busy>
        <Spinner size={20} />
      </Busy>
    </StyledButton>
  );
}
