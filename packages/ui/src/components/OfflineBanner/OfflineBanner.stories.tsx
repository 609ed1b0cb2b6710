import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'UI/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Você está sem conexão. Os conteúdos já visitados continuam disponíveis.',
    );
    // Non-blocking: a note, never a control or a dialog in the way.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    // The live region stays, empty, so the text is announced when the connection drops.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Você está sem conexão.');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
