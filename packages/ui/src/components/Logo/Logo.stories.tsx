import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { headerThemes } from '../../theme/tokens';
import { Logo } from './Logo';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { width: 168, height: 40 },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Jornada' });
    await expect(logo).toHaveAttribute('width', '168');
    await expect(logo).toHaveAttribute('height', '40');
  },
};

export const Large: Story = { args: { width: 336, height: 80 } };

export const MarkOnly: Story = { args: { markOnly: true, width: 40, height: 40 } };

/** On the three header backgrounds: the wordmark follows the text colour. */
export const OnHeaderThemes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      {Object.entries(headerThemes).map(([name, { background, text }]) => (
        <div key={name} style={{ background, color: text, padding: 12, borderRadius: 10 }}>
          <Logo {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Jornada' })).toHaveLength(
      Object.keys(headerThemes).length,
    );
  },
};
