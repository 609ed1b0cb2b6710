import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormContainer } from '../Layout';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', name: 'password', onChange: fn() },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await userEvent.type(input, 'Foguete#2025');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Foguete#2025');

    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  },
};

export const NewPassword: Story = {
  args: { label: 'Nova senha', autoComplete: 'new-password', defaultValue: 'Foguete#2025' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Nova senha')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Informe a sua senha.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe a sua senha.');
  },
};
