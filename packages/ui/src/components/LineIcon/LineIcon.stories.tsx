import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LINE_ICONS, LineIcon } from './LineIcon';

const meta = {
  title: 'UI/LineIcon',
  component: LineIcon,
  args: LINE_ICONS.arrow,
  // Icons take the text colour: shown in white on the space background, as in the tiles.
  decorators: [
    (Story) => (
      <span style={{ color: '#fff', display: 'inline-flex', padding: 8 }}>
        <Story />
      </span>
    ),
  ],
} satisfies Meta<typeof LineIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology, never focusable, sized as asked. */
export const Arrow: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(svg?.getBoundingClientRect().width).toBe(LINE_ICONS.arrow.size);
  },
};

export const ChevronDown: Story = { args: LINE_ICONS.chevronDown };
export const Download: Story = { args: LINE_ICONS.download };
export const Menu: Story = { args: LINE_ICONS.menu };
export const Close: Story = { args: LINE_ICONS.close };
