import { css } from 'styled-components';
import { media } from '../../theme/media';

/** The Button's pill, for links and labels that must look like one. */
export const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  min-width: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The primary Button's colours: brand blue, white text; darker under a hovering pointer. */
export const primaryLook = css`
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.white};
  border-color: ${({ theme }) => theme.colors.brandBlue};
  ${media.hover} {
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.brandBlueHover};
      border-color: ${({ theme }) => theme.colors.brandBlueHover};
    }
  }
`;

/** The secondary Button's colours: white, dark blue text and border. */
export const secondaryLook = css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandDeep};
  border-color: ${({ theme }) => theme.colors.brandDeep};
  ${media.hover} {
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
`;

/** The focus outline of buttons and links. */
export const focusOutline = css`
  outline: 3px solid ${({ theme }) => theme.colors.focus};
  outline-offset: 2px;
`;
