import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

/** SAMPLE text for the stories: not the campaign's legal text. */
function SamplePrivacyText() {
  return (
    <>
      <p>
        <strong>Texto de exemplo.</strong> Esta é uma amostra para a revisão visual; o texto oficial
        será fornecido pelo jurídico da campanha.
      </p>
      <h3>1. Quais dados coletamos</h3>
      <p>
        Para participar da Jornada coletamos o seu nome, matrícula, e-mail, data de nascimento e a
        foto que você enviar para a criação do seu avatar.
      </p>
      <h3>2. Para que usamos os seus dados</h3>
      <ul>
        <li>Identificar você como participante das campanhas de incentivo;</li>
        <li>Enviar o código de verificação de acesso por e-mail;</li>
        <li>Criar e exibir o seu avatar de tripulante no portal.</li>
      </ul>
      <h3>3. Com quem compartilhamos</h3>
      <p>
        Os dados são compartilhados apenas com as empresas que operam o portal e a campanha, sempre
        com a mesma finalidade e sob contrato de confidencialidade.
      </p>
      <h3>4. Por quanto tempo guardamos</h3>
      <p>
        Mantemos os seus dados enquanto durar a campanha e pelo prazo exigido pela legislação. Você
        pode pedir a exclusão a qualquer momento pelo Fale Conosco.
      </p>
      <h3>5. Seus direitos (LGPD)</h3>
      <p>
        Você pode acessar, corrigir, portar ou excluir os seus dados e revogar o seu consentimento,
        nos termos da Lei nº 13.709/2018 (Lei Geral de Proteção de Dados).
      </p>
    </>
  );
}

/** The landing page's link opens the dialog; the caller owns `open`. */
function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="link" onClick={() => setOpen(true)}>
        Política de Privacidade
      </Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: false,
    title: 'Política de Privacidade',
    onClose: fn(),
    children: <SamplePrivacyText />,
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrivacyPolicy: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Política de Privacidade' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Política de Privacidade' });
    await expect(dialog).toBeVisible();
    await expect(document.body.style.overflow).toBe('hidden');
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Escape is the platform's close request (a synthetic key event would not make one).
    (dialog as HTMLDialogElement).requestClose();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // `close()` gives the focus back to the opener: the browser's doing, not ours.
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Política de Privacidade' });
    await expect(dialog).toHaveTextContent('Texto de exemplo.');
  },
};

export const CloseButton: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Política de Privacidade' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

export const BackdropClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Política de Privacidade' }));
    const dialog = await canvas.findByRole('dialog');
    // A click whose target is the <dialog> itself lands on the backdrop (the content fills it).
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { x: 2, y: 2 } });
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `showModal()` makes the page behind inert, so neither Tab nor a script can focus it. */
export const FocusStaysInside: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Política de Privacidade' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog');
    await expect(dialog.matches(':modal')).toBe(true);
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    await expect(close).toHaveFocus();
    opener.focus();
    await expect(close).toHaveFocus();
    const box = opener.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 1, box.top + 1)).toBe(dialog);
  },
};
