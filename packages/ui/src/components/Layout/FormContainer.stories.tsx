import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormContainer } from './Layout';

const meta = {
  title: 'UI/FormContainer',
  component: FormContainer,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <h2>Cadastro</h2>
        <p>Preencha os seus dados para criar o seu perfil de tripulante.</p>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Cadastro' }).parentElement as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(898);
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};
