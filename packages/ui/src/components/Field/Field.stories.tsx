import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormContainer } from '../Layout';
import { Field } from './Field';

/** The shared chrome every text-like field is built on: label, control, hint, error. */
const meta = {
  title: 'UI/Field',
  component: Field,
  args: {
    label: 'Matrícula',
    hint: 'A matrícula aparece no seu crachá.',
    children: (control) => <input name="matricula" defaultValue="004512" {...control} />,
  },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Matrícula');
    await expect(input).toHaveAccessibleDescription('A matrícula aparece no seu crachá.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: 'Informe a sua matrícula.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Matrícula');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'A matrícula aparece no seu crachá. Informe a sua matrícula.',
    );
  },
};

export const ReadOnly: Story = {
  args: {
    readOnly: true,
    hint: undefined,
    children: (control) => <input name="matricula" defaultValue="004512" {...control} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Matrícula/)).toHaveAttribute('readonly');
    await expect(canvas.getByText('(somente leitura)')).toBeVisible();
  },
};

/** A request with the value is on its way: read-only for now, with no tag in the label. */
export const Locked: Story = {
  args: { ...ReadOnly.args, readOnly: false, locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Matrícula')).toHaveAttribute('readonly');
    await expect(canvas.queryByText('(somente leitura)')).toBeNull();
  },
};
