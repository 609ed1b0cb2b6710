import styled from 'styled-components';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export interface WaitingMessagesDialogProps {
  /** "Sair" was pressed while contact messages of this participant wait for a connection. */
  open: boolean;
  /** Keep them: the portal sends them when the connection returns, and then logs out. */
  onSendLater: () => void;
  /** Throw them away, then log out. */
  onDiscard: () => void;
  /** `Fechar`, Escape or the backdrop: no logout, the participant stays. */
  onClose: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** What "Sair" asks when the participant's contact messages have not gone out yet. */
export function WaitingMessagesDialog({
  open,
  onSendLater,
  onDiscard,
  onClose,
}: WaitingMessagesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Você tem mensagens aguardando conexão."
      size="narrow"
    >
      <Actions>
        <Button variant="primary" onClick={onSendLater}>
          Enviar depois
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          Descartar
        </Button>
      </Actions>
    </Dialog>
  );
}
