import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleAvatarOptions } from '../AvatarPicker/samples';
import { Avatar } from './Avatar';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ana Beatriz Souza', src: sampleAvatarOptions[0], size: 40 },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Ana Beatriz Souza' });
    await expect(image).toHaveAttribute('width', '40');
    await expect(image).toHaveAttribute('height', '40');
  },
};

export const Initials: Story = {
  args: { src: null, name: 'Marcos Oliveira' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Marcos Oliveira' });
    await expect(avatar).toHaveTextContent('MO');
  },
};

/** A broken address falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/nao-existe/avatar.png', name: 'Carla Nunes' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('CN')).toBeVisible();
  },
};

export const Large: Story = { args: { size: 96 } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} />
      <Avatar {...args} name="João da Silva" src={sampleAvatarOptions[1]} />
      <Avatar {...args} name="Érica Prado" src={sampleAvatarOptions[2]} />
      <Avatar {...args} name="Marcos Oliveira" src={null} />
      <Avatar {...args} name="Ana Beatriz Souza" size={96} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};
