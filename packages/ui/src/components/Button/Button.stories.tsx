import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Acessar minha conta', onClick: fn(), variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const Card = styled.div`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.lg};
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  align-items: center;
`;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Acessar minha conta' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Ir para o login' },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
};

export const Link: Story = {
  args: { variant: 'link', children: 'Esqueci minha senha' },
};

export const Loading: Story = {
  args: { loading: true, children: 'Entrar' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Enviar' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Continuar' } };

export const KeyboardFocus: Story = {
  tags: ['visual-keep-focus'],
  args: { children: 'Confirmar' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Confirmar' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every look and state in one frame, for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <Card>
      <Button {...args}>Entrar</Button>
      <Button {...args} loading>
        Entrar
      </Button>
      <Button {...args} disabled>
        Entrar
      </Button>
      <Button {...args} variant="secondary">
        Ir para o login
      </Button>
      <Button {...args} variant="secondary" loading>
        Ir para o login
      </Button>
      <Button {...args} variant="link">
        Esqueci minha senha
      </Button>
    </Card>
  ),
};
