import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'UI/UpdatePrompt',
  component: UpdatePrompt,
  args: { open: true, onUpdate: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nova versão disponível.');
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Atualizar' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
