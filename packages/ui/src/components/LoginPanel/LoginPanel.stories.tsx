import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormValues } from '../../forms';
import { LoginPanel, type LoginPanelProps } from './LoginPanel';

function Controlled(props: LoginPanelProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <LoginPanel
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        onFieldChange(field, value);
        props.onFieldChange(field, value);
      }}
    />
  );
}

const meta = {
  title: 'Panels/LoginPanel',
  component: LoginPanel,
  args: {
    values: { email: '', password: '' },
    status: 'idle',
    onFieldChange: fn(),
    onSubmit: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
    onPrivacyPolicy: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof LoginPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'carlos.lima@distribuidora.com.br', password: 'Foguete#2025' };

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Já possui perfil?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Efetuar cadastro' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Política de Privacidade' }));
    await expect(args.onPrivacyPolicy).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'href',
      '/fale-conosco',
    );
  },
};

export const Filled: Story = { args: { values: filled } };

export const TypeAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), filled.email);
    await userEvent.type(canvas.getByLabelText('Senha'), filled.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(canvas.getByText('Informe a sua senha.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  args: { values: { email: 'carlos.lima', password: 'Foguete#2025' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The request has the values: the fields are read-only until it is over, a key is refused. */
export const Pending: Story = {
  args: { values: filled, status: 'pending' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    const email = canvas.getByLabelText('E-mail');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('readonly');
    await userEvent.type(email, 'x');
    await expect(email).toHaveValue(filled.email);
    await expect(args.onFieldChange).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: {
    values: filled,
    status: 'success',
    messages: ['Sucesso! Resgate o código de verificação em seu e-mail.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso! Resgate o código de verificação em seu e-mail.',
    );
  },
};

export const ServerErrors: Story = {
  args: {
    values: filled,
    status: 'error',
    messages: [
      'E-mail ou senha inválidos.',
      'Após 5 tentativas o acesso é bloqueado por 15 minutos.',
    ],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(alert).toHaveTextContent('E-mail ou senha inválidos.');
  },
};

/** The app passes its router's Link; the kit only styles it. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a href={href} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

/** A server message for a field shows next to it (the flow places it; the panel only shows it). */
export const OutsideFieldError: Story = {
  args: { values: filled, fieldErrors: { email: 'E-mail não cadastrado.' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('E-mail não cadastrado.');
  },
};
