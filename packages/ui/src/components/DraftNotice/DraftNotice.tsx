import { memo, type MouseEvent } from 'react';
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
 * an expired session), with `Descartar` to start over. Announced politely, once. The notice goes
 * with the draft, so `Descartar` hands the focus to the form's first field.
 */
export const DraftNotice = memo(function DraftNotice({ onDiscard }: DraftNoticeProps) {
  const discard = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.closest('form');
    onDiscard();
    form?.querySelector<HTMLElement>('input, textarea')?.focus();
  };
  return (
    <Row>
      <p role="status">Rascunho restaurado.</p>
      <Button variant="link" onClick={discard}>
        Descartar
      </Button>
    </Row>
  );
});
