import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/** The look of every text-like control (input, textarea), in one place. */
export const controlCss = css`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkMuted};
    opacity: 1;
  }
  ${media.hover} {
    &:hover:not([readonly]):not(:disabled) {
      border-color: ${({ theme }) => theme.colors.ink};
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.brandBlue};
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.line};
    cursor: default;
  }
`;

export const FieldRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const ReadOnlyTag = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ControlBox = styled.div<{ $hasEnd: boolean }>`
  position: relative;

  & > input,
  & > textarea {
    ${controlCss}
    ${({ $hasEnd }) =>
      $hasEnd &&
      css`
        padding-right: 52px;
      `}
  }
  & > textarea {
    min-height: 140px;
    resize: vertical;
  }
`;

export const End = styled.div`
  position: absolute;
  top: 2px;
  right: 2px;
  bottom: 2px;
  display: flex;
  align-items: center;
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.danger};

  svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 2px;
  }
`;
