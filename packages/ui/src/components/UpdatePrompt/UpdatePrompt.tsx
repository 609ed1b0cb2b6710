import styled from 'styled-components';
import { UPDATE_ACTION, UPDATE_MESSAGE } from '../../copy';
import { Button } from '../Button';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface UpdatePromptProps {
  /** A new version of the portal is ready: the prompt shows. */
  open: boolean;
  /** The participant asked for the new version (the page reloads into it). */
  onUpdate: () => void;
  message?: string;
  actionLabel?: string;
}

/**
 * A non-blocking note that a new version is ready, with the button that loads it; the page stays
 * usable meanwhile. Announced politely (`role="status"`, always there, empty while closed).
 */
export function UpdatePrompt({
  open,
  onUpdate,
  message = UPDATE_MESSAGE,
  actionLabel = UPDATE_ACTION,
}: UpdatePromptProps) {
  return (
    <div role="status">
      {open ? (
        <Box>
          <span>{message}</span>
          <Button variant="primary" onClick={onUpdate}>
            {actionLabel}
          </Button>
        </Box>
      ) : null}
    </div>
  );
}
