import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'success', messages: 'Sucesso! Sua mensagem foi enviada.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso! Sua mensagem foi enviada.',
    );
  },
};

export const GenericError: Story = {
  args: {
    tone: 'error',
    messages: 'Não foi possível finalizar a sua requisição. Ocorreu um erro.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ocorreu um erro.');
  },
};

export const ErrorList: Story = {
  args: {
    tone: 'error',
    messages: [
      'O campo e-mail é obrigatório.',
      'A senha deve ter pelo menos 8 caracteres.',
      'As senhas não conferem.',
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent('As senhas não conferem.');
  },
};

/** Server text is shown as text: markup in a message is never interpreted. */
export const MessageIsText: Story = {
  args: { tone: 'error', messages: ['<b>Código</b> inválido <img src=x onerror=alert(1)>'] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('<b>Código</b> inválido');
    await expect(alert.querySelector('img')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    tone: 'error',
    messages: ['Código de autenticação inválido.'],
    action: (
      <div>
        <Button variant="secondary" onClick={fn()}>
          Inserir novamente
        </Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir novamente' }));
  },
};

/** Something on its way (a message waiting for the connection): blue, with a clock, a status. */
export const Info: Story = {
  args: {
    tone: 'info',
    messages: 'Sem conexão: sua mensagem será enviada quando a conexão voltar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sem conexão: sua mensagem será enviada quando a conexão voltar.',
    );
  },
};
