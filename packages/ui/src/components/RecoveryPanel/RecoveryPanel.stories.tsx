import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useFormValues } from '../../forms';
import { RecoveryPanel, type RecoveryPanelProps } from './RecoveryPanel';

function Controlled(props: RecoveryPanelProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <RecoveryPanel
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
  title: 'Panels/RecoveryPanel',
  component: RecoveryPanel,
  args: {
    step: 1,
    values: { email: '', code: '', password: '', confirmPassword: '' },
    status: 'idle',
    onFieldChange: fn(),
    onRequestCode: fn(),
    onValidateCode: fn(),
    onChangePassword: fn(),
    onGoToLogin: fn(),
    onBackToLogin: fn(),
  },
  argTypes: { step: { control: 'inline-radio', options: [1, 2, 3, 4] } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RecoveryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const email = 'carlos.lima@distribuidora.com.br';

export const Step1Email: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Recupere seu acesso' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), email);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onRequestCode).toHaveBeenCalledWith(expect.objectContaining({ email }));
  },
};

const values = { email, code: '', password: '', confirmPassword: '' };
const backToLogin = (step: 1 | 2 | 3): Story => ({
  args: { step, values },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
    await expect(args.onGoToLogin).not.toHaveBeenCalled();
  },
});

/** 'Voltar para o login' on each step before the end. */
export const Step1BackToLogin = backToLogin(1);
export const Step2BackToLogin = backToLogin(2);
export const Step3BackToLogin = backToLogin(3);

/** A server message for the e-mail shows under the field. */
export const Step1OutsideFieldError: Story = {
  args: { values, fieldErrors: { email: 'E-mail não encontrado.' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('E-mail não encontrado.');
  },
};

export const Step1EmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(canvas.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(args.onRequestCode).not.toHaveBeenCalled();
  },
};

export const Step1Pending: Story = {
  args: { values: { email, code: '', password: '', confirmPassword: '' }, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeDisabled();
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('readonly');
  },
};

export const Step1Error: Story = {
  args: {
    values: { email, code: '', password: '', confirmPassword: '' },
    status: 'error',
    messages: ['E-mail não encontrado.', 'Verifique se digitou o e-mail corporativo.'],
  },
};

export const Step2Code: Story = {
  args: {
    step: 2,
    values: { email, code: '', password: '', confirmPassword: '' },
    status: 'success',
    messages: ['Código de confirmação enviado para o seu e-mail.'],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Código de confirmação enviado para o seu e-mail.',
    );
    const code = canvas.getByRole('textbox', { name: 'Código' });
    await userEvent.type(code, '73x1942');
    await expect(code).toHaveValue('731942');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    await expect(args.onValidateCode).toHaveBeenCalledWith(
      expect.objectContaining({ code: '731942' }),
    );
  },
};

export const Step2ShortCode: Story = {
  args: { step: 2, values: { email, code: '731', password: '', confirmPassword: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
    await expect(canvas.getByText('O código tem 6 dígitos.')).toBeVisible();
    await expect(args.onValidateCode).not.toHaveBeenCalled();
  },
};

export const Step3NewPassword: Story = {
  args: {
    step: 3,
    values: { email, code: '731942', password: '', confirmPassword: '' },
    status: 'success',
    messages: ['Código confirmado. Agora defina sua nova senha.'],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(canvas.getByText('Informe a nova senha.')).toBeVisible();
    await expect(canvas.getByText('Confirme a nova senha.')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'Cometa#2026');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'Cometa#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'Cometa#2026', confirmPassword: 'Cometa#2026' }),
    );
  },
};

export const Step3Error: Story = {
  args: {
    step: 3,
    values: { email, code: '731942', password: 'abc', confirmPassword: 'abd' },
    status: 'error',
    messages: ['A senha deve ter pelo menos 8 caracteres.', 'As senhas não conferem.'],
  },
};

export const Step4Done: Story = {
  args: { step: 4, status: 'success', messages: ['Senha alterada com sucesso.'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o login' }));
    await expect(args.onGoToLogin).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Voltar para o login' })).toBeNull();
  },
};

/** The e-mail back after a reload: `Rascunho restaurado.`, and `Descartar`; step 1 only. */
export const Step1DraftRestored: Story = {
  args: { values: { ...values }, onDiscardDraft: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};
