import styled from 'styled-components';
import { Button } from '../Button';

export interface DraftNoticeProps {
  /** Forgets the draft and puts the form back as it was before anything was typed. */
  onDiscard: () => void;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

/**
 * `Rascunho restaurado.` over a form whose typed text came back from a draft (after a reload or
 * an expired session), with `Descartar` to start over. Announced politely, once.
 */
export function DraftNotice({ onDiscard }: DraftNoticeProps) {
  return (
    <Row>
      <p role="status">Rascunho restaurado.</p>
      <Button variant="link" onClick={onDiscard}>
        Descartar
      </Button>
    </Row>
  );
}
