import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageProgress } from './PageProgress';

const meta = {
  title: 'UI/PageProgress',
  component: PageProgress,
  args: { active: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Carregando página' });
    await expect(bar).toBeVisible();
    // Indeterminate: how far the page has come is not known.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const { top, left, width } = bar.getBoundingClientRect();
    await expect({ top, left, width }).toEqual({
      top: 0,
      left: 0,
      width: document.documentElement.clientWidth,
    });
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando página' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
