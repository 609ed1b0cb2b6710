import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { primaryLook, secondaryLook } from '../Button/buttonStyles';

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.brandDeep};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const Intro = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
  p {
    margin: 0;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 520px;
  margin-inline: auto;
  &:not(:first-child) {
    margin-top: ${({ theme }) => theme.space[4]};
  }
`;

/** The form of a panel: fields stacked, then the status box and the actions. */
export const FormStack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** A row of secondary links under a form (Esqueci minha senha, Fale Conosco…). */
export const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.brandDeep};
`;

const textLook = css`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding-inline: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.brandDeep};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${media.hover} {
    &:hover {
      text-decoration-thickness: 2px;
    }
  }
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid ${({ theme }) => theme.colors.brandBlue};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

export type LinkLook = 'text' | 'primary' | 'secondary';

const linkLooks: Record<LinkLook, ReturnType<typeof css>> = {
  text: textLook,
  primary: css`
    ${buttonLook}
    ${primaryLook}
  `,
  secondary: css`
    ${buttonLook}
    ${secondaryLook}
  `,
};

/** Styles whatever anchor the caller's `renderLink` gives (a router Link or a plain `<a>`). */
export const LinkSlot = styled.span<{ $look: LinkLook }>`
  display: contents;
  & > a {
    ${({ $look }) => linkLooks[$look]}
  }
  & > a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A link-looking button for in-panel actions (no navigation). */
export const TextButton = styled.button`
  ${textLook}
  border: 0;
  background: transparent;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
