import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CONSENT_TEXT as CONSENT } from '../../copy';
import { FormContainer } from '../Layout';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: CONSENT, name: 'consent', onChange: fn() },
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).not.toBeChecked();
    // The label is bound: clicking the text toggles the box.
    await userEvent.click(canvas.getByText(CONSENT));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = {
  args: { error: 'Para continuar, marque a declaração acima.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Para continuar, marque a declaração acima.');
  },
};
