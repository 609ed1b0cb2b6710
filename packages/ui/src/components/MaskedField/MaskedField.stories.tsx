import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FormContainer } from '../Layout';
import { MaskedField, type MaskedFieldProps } from './MaskedField';

/** The caller keeps the unmasked value, as a form or a state machine would. */
function Controlled(props: MaskedFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MaskedField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/MaskedField',
  component: MaskedField,
  args: { label: 'Data de nascimento', mask: 'birthDate', value: '', onValueChange: fn() },
  argTypes: { mask: { control: 'inline-radio', options: ['birthDate', 'phone', 'code'] } },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BirthDate: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '01a0219x90');
    await expect(input).toHaveValue('01/02/1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01021990');
  },
};

export const BirthDateFilled: Story = { args: { value: '15081987' } };

export const Phone: Story = {
  args: { label: 'Celular', mask: 'phone' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Celular' });
    await expect(input).toHaveAttribute('placeholder', 'Somente números');
    await userEvent.type(input, '11987654321999');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('11987654321');
  },
};

export const Code: Story = {
  args: { label: 'Código', mask: 'code' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Código' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12ab34567');
    await expect(input).toHaveValue('123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123456');
  },
};

export const WithError: Story = {
  args: { value: '3102', error: 'Informe uma data válida (dd/mm/aaaa).' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await expect(input).toHaveValue('31/02');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe uma data válida (dd/mm/aaaa).');
  },
};

export const ReadOnly: Story = {
  args: { value: '01021990', readOnly: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Data de nascimento/ });
    await expect(input).toHaveValue('01/02/1990');
    await expect(input).toHaveAttribute('readonly');
  },
};

/**
 * A caller that does not take the key (its form busy elsewhere): as with any controlled field,
 * the field goes on showing what the caller holds, never a key that did not reach it.
 */
export const KeyNotTaken: Story = {
  args: { label: 'Código', mask: 'code', value: '12' },
  tags: ['no-visual'],
  render: (args) => <MaskedField {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Código' });
    await expect(input).toHaveValue('12');
    await userEvent.type(input, '3');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123');
    await expect(input).toHaveValue('12');
  },
};
