import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SuccessPanel } from './SuccessPanel';

const meta = {
  title: 'Panels/SuccessPanel',
  component: SuccessPanel,
} satisfies Meta<typeof SuccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Você já possui o produto?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sim, cadastrar produto' })).toHaveAttribute(
      'href',
      '/cadastrar-produto',
    );
    await expect(canvas.getByRole('link', { name: 'Ainda não' })).toHaveAttribute('href', '/');
  },
};

export const CustomLinks: Story = {
  args: {
    productHref: '/cadastrar-produto?origem=painel',
    renderLink: ({ href, children }) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sim, cadastrar produto' });
    await expect(link).toHaveAttribute('href', '/cadastrar-produto?origem=painel');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
