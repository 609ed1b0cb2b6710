import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormContainer } from '../Layout';
import { Checkbox } from './Checkbox';

const CONSENT =
  'Declaro que os dados informados são verdadeiros e que li e aceito o Regulamento e a Política de Privacidade.';

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
