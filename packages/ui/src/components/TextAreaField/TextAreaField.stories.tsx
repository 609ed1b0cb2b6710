import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormContainer } from '../Layout';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  args: { label: 'Mensagem', name: 'mensagem', onChange: fn() },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Não recebi o código de verificação.');
    await expect(box).toHaveValue('Não recebi o código de verificação.');
  },
};

export const Filled: Story = {
  args: {
    defaultValue:
      'Olá! Fiz o cadastro ontem e ainda não consigo ver os meus avatares. Podem verificar, por favor?',
  },
};

export const WithError: Story = {
  args: { error: 'Escreva a sua mensagem.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Mensagem' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Escreva a sua mensagem.');
  },
};
