import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from './Layout';

const meta = {
  title: 'UI/Section',
  component: Section,
  args: {
    id: 'regulamento',
    title: 'Regulamento',
    children: (
      <p style={{ margin: 0 }}>
        Consulte as regras de cada campanha da Jornada antes de participar.
      </p>
    ),
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Regulamento' });
    await expect(region).toHaveAttribute('id', 'regulamento');
  },
};

export const WithoutTitle: Story = {
  args: { id: 'como-participar', title: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section#como-participar')).not.toBeNull();
  },
};
