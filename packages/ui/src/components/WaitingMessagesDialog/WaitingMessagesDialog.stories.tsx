import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { WaitingMessagesDialog, type WaitingMessagesDialogProps } from './WaitingMessagesDialog';

const TITLE = 'Você tem mensagens aguardando conexão.';

/** "Sair" opens it, as in the header's profile menu; each answer closes it. */
function WithSair(props: WaitingMessagesDialogProps) {
  const [open, setOpen] = useState(props.open);
  const answer = (call: () => void) => () => {
    setOpen(false);
    call();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Sair
      </Button>
      <WaitingMessagesDialog
        open={open}
        onSendLater={answer(props.onSendLater)}
        onDiscard={answer(props.onDiscard)}
        onClose={answer(props.onClose)}
      />
    </>
  );
}

const meta = {
  title: 'UI/WaitingMessagesDialog',
  component: WaitingMessagesDialog,
  args: { open: false, onSendLater: fn(), onDiscard: fn(), onClose: fn() },
  render: (args) => <WithSair {...args} />,
} satisfies Meta<typeof WaitingMessagesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question and its two answers, the focus inside. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await expect(within(dialog).getByRole('button', { name: 'Enviar depois' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Descartar' })).toBeVisible();
  },
};

export const SendLater: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar depois' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onSendLater).toHaveBeenCalledTimes(1);
    await expect(args.onDiscard).not.toHaveBeenCalled();
  },
};

export const Discard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onSendLater).not.toHaveBeenCalled();
  },
};

/** Escape calls "Sair" off: the participant stays, and the focus goes back to "Sair". */
export const EscapeStays: Story = {
  play: async ({ canvas, args }) => {
    const sair = canvas.getByRole('button', { name: 'Sair' });
    await userEvent.click(sair);
    const dialog = await canvas.findByRole('dialog', { name: TITLE });
    // Escape is the platform's close request (a synthetic key event would not make one).
    (dialog as HTMLDialogElement).requestClose();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onSendLater).not.toHaveBeenCalled();
    await expect(args.onDiscard).not.toHaveBeenCalled();
    await expect(sair).toHaveFocus();
  },
};
