import { WaitingMessagesDialog } from '@jornada/ui';
import { leave } from './sair';

/** "Sair" with contact messages still waiting: send them later, or discard them, then leave. */
export default function SairQuestion({ onStay }: { onStay: () => void }) {
  return (
    <WaitingMessagesDialog
      open
      onSendLater={() => void leave('sendLater')}
      onDiscard={() => void leave('discard')}
      onClose={onStay}
    />
  );
}
