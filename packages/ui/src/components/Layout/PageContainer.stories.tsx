import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageContainer } from './Layout';

const meta = {
  title: 'UI/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p style={{ margin: 0, padding: '24px 0', outline: '1px dashed #c5d2e6' }}>
        Prepare-se para decolar: acesse sua conta, conheça as campanhas e escolha o seu avatar de
        tripulante.
      </p>
    ),
  },
} satisfies Meta<typeof PageContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const page = canvas.getByText(/Prepare-se para decolar/).parentElement as HTMLElement;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(1211);
  },
};
