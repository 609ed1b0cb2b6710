import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { FormContainer } from '../Layout';
import { FormStatus } from './FormStatus';

/**
 * The request state of a form. `pending` shows nothing here: it is the submit Button's `loading`.
 */
const meta = {
  title: 'UI/FormStatus',
  component: FormStatus,
  args: { status: 'idle' },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'pending', 'success', 'error', 'queued'] },
  },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof FormStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Success: Story = {
  args: { status: 'success', messages: ['Sucesso! Sua mensagem foi enviada.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso! Sua mensagem foi enviada.',
    );
  },
};

/** Sent without a connection: the message waits in the outbox, said politely (a status). */
export const Queued: Story = {
  args: {
    status: 'queued',
    messages: ['Sem conexão: sua mensagem será enviada quando a conexão voltar.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sem conexão: sua mensagem será enviada quando a conexão voltar.',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorLines: Story = {
  args: {
    status: 'error',
    messages: [
      'O campo nome é obrigatório.',
      'A matrícula informada não foi encontrada.',
      'A senha deve ter pelo menos 8 caracteres.',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An error without lines shows nothing: the generic text is the caller's to pass. */
export const ErrorWithoutLines: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ErrorWithAction: Story = {
  args: {
    status: 'error',
    messages: ['Código de autenticação inválido.'],
    action: (
      <div>
        <Button variant="secondary">Inserir novamente</Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inserir novamente' })).toBeVisible();
  },
};
