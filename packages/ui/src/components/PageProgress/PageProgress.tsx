import styled, { keyframes } from 'styled-components';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/* The star-coloured sweep on a space-coloured track: 3:1 and more wherever the bar sits. */
const Track = styled.div`
  position: fixed;
  inset: 0 0 auto;
  z-index: 150;
  height: ${({ theme }) => theme.space[1]};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.space};
  pointer-events: none;

  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    background: ${({ theme }) => theme.colors.star};
    animation: ${sweep} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      width: 100%;
      animation: none;
    }
  }
`;

export interface PageProgressProps {
  /** A page is on its way: the bar shows. */
  active: boolean;
  /** Accessible name of the bar. */
  label?: string;
}

/**
 * A thin bar across the top of the window while a page is loading: indeterminate (it sweeps;
 * with reduced motion it stands still, full width). Nothing is rendered when not `active`.
 */
export function PageProgress({ active, label = 'Carregando página' }: PageProgressProps) {
  return active ? <Track role="progressbar" aria-label={label} /> : null;
}
