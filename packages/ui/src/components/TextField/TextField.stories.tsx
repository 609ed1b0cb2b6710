import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormContainer } from '../Layout';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nome', name: 'nome', autoComplete: 'name', onChange: fn() },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'Ana Paula Souza');
    await expect(input).toHaveValue('Ana Paula Souza');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'Ana Paula Souza' } };

/**
 * Focused from the keyboard: the focus ring and the blue border show by the next frame, with no
 * fade (on a slow phone, a fading border kept the next frame waiting).
 */
export const Focused: Story = {
  tags: ['visual-keep-focus'],
  args: { defaultValue: 'Ana Paula Souza' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    const border = () => getComputedStyle(input).borderTopColor;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const unfocused = border();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    // Two frames: with reduced motion, every change is a 0.01 ms transition that ends in the first.
    await frame();
    await frame();
    const shown = border();
    await expect(shown).not.toBe(unfocused);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(border()).toBe(shown);
  },
};

export const WithHint: Story = {
  args: { label: 'Matrícula', name: 'matricula', hint: 'Está no seu crachá, com 6 dígitos.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveAccessibleDescription(
      'Está no seu crachá, com 6 dígitos.',
    );
  },
};

export const Email: Story = {
  args: { label: 'E-mail', name: 'email', type: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
  },
};

export const WithError: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    defaultValue: 'ana.souza@',
    error: 'Informe um e-mail válido.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um e-mail válido.');
    await expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    readOnly: true,
    value: 'ana.souza@distribuidora.com.br',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ana.souza@distribuidora.com.br');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Ana Paula Souza' } };
