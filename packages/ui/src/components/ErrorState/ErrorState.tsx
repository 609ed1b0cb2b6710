import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { ERROR_STATE_MESSAGE, RETRY_LABEL } from '../../copy';

export interface ErrorStateProps {
  /** What went wrong, in plain words. */
  message?: string;
  /** Label of the retry button. */
  retryLabel?: string;
  /** `Tentar novamente`: load again (for example the page's chunk). */
  onRetry: () => void;
  /** While retrying: the button shows its spinner. */
  retrying?: boolean;
}

const Card = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 480px;
  margin: ${({ theme }) => theme.space[7]} auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

function LostSignal() {
  return (
    <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <circle cx="48" cy="40" r="22" fill="#e6ecf5" />
      <ellipse
        cx="48"
        cy="40"
        rx="40"
        ry="10"
        fill="none"
        stroke="#29507E"
        strokeWidth="3"
        strokeDasharray="6 6"
        transform="rotate(-15 48 40)"
      />
      <path d="M48 16c6 5 9 12 9 20v10H39V36c0-8 3-15 9-20z" fill="#176cd9" />
      <path d="M44 50h8l-4 10z" fill="#ff8a3d" />
      <path d="M74 8l8 8M82 8l-8 8" stroke="#b3261e" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A page that could not load (spec, chunk failed): the message, announced, and `Tentar novamente`.
 */
export function ErrorState({
  message = ERROR_STATE_MESSAGE,
  retryLabel = RETRY_LABEL,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  const messageId = useId();
  return (
    <Card>
      <LostSignal />
      <p id={messageId} role="alert">
        {message}
      </p>
      <Button onClick={onRetry} loading={retrying} aria-describedby={messageId}>
        {retryLabel}
      </Button>
    </Card>
  );
}
