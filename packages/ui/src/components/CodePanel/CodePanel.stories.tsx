import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useFormValues } from '../../forms';
import { CodePanel, type CodePanelProps } from './CodePanel';

function Controlled(props: CodePanelProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <CodePanel
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
  title: 'Panels/CodePanel',
  component: CodePanel,
  args: {
    email: 'ana.souza@distribuidora.com.br',
    values: { code: '' },
    status: 'idle',
    onFieldChange: fn(),
    onSubmit: fn(),
    onResend: fn(),
    onBackToLogin: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CodePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Código de verificação' })).toBeVisible();
    await expect(
      canvas.getByText('Digite o código de 6 dígitos enviado para ana.souza@distribuidora.com.br.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** 'Voltar para o login': the e-mail or password was wrong, start over from the login. */
export const BackToLogin: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server message for the code shows under the field. */
export const OutsideFieldError: Story = {
  args: { values: { code: '482917' }, fieldErrors: { code: 'Este código já expirou.' } },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await expect(code).toBeInvalid();
    await expect(code).toHaveAccessibleDescription('Este código já expirou.');
  },
};

export const TypeAndConfirm: Story = {
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await userEvent.type(code, '48a2-9173');
    await expect(code).toHaveValue('482917');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: '482917' });
  },
};

export const Filled: Story = { args: { values: { code: '482917' } } };

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(canvas.getByText('Informe o código de verificação.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ShortCode: Story = {
  args: { values: { code: '4829' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await expect(canvas.getByText('O código tem 6 dígitos.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { values: { code: '482917' }, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Voltar para o login' })).toBeDisabled();
    await expect(canvas.getByLabelText('Código')).toHaveAttribute('readonly');
  },
};

/** A new code on its way ('Reenviar código'): the field stays open, Confirmar waits for it. */
export const Resending: Story = {
  args: { values: { code: '48' }, status: 'pending', locked: false },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    const code = canvas.getByLabelText('Código');
    await expect(code).not.toHaveAttribute('readonly');
    await userEvent.type(code, '2917');
    await expect(code).toHaveValue('482917');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('code', '482917');
  },
};

export const Resent: Story = {
  args: {
    status: 'success',
    messages: ['Sucesso! Resgate o código de verificação em seu e-mail.'],
  },
};

export const ServerErrors: Story = {
  args: {
    values: { code: '482917' },
    status: 'error',
    messages: ['Código de autenticação inválido.', 'O código expira em 10 minutos.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Código de autenticação inválido.');
  },
};
