import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormValues } from '../../forms';
import { CONSENT_TEXT } from '../../copy';
import {
  RegistrationPanel,
  type RegistrationPanelProps,
  type RegistrationValues,
} from './RegistrationPanel';

/** A real 8x8 PNG for the photo. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAJUlEQVR4AYXBAQEAIAyAMKSEJS1sGt9AtrXPfXxIkCBBggQJEgZvyAJrL9ZgWAAAAABJRU5ErkJggg==';
const makePhoto = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], 'ana.png', {
    type: 'image/png',
  });

function Controlled(props: RegistrationPanelProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <RegistrationPanel
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        onFieldChange(field, value);
        props.onFieldChange(field, value);
      }}
    />
  );
}

const empty: RegistrationValues = {
  nome: '',
  matricula: '',
  password: '',
  confirmPassword: '',
  photo: null,
  consent: false,
};
const filled = (): RegistrationValues => ({
  nome: 'Ana Paula Souza',
  matricula: '004512',
  password: 'Foguete#2025',
  confirmPassword: 'Foguete#2025',
  photo: makePhoto(),
  consent: true,
});

const meta = {
  title: 'Panels/RegistrationPanel',
  component: RegistrationPanel,
  args: {
    email: 'ana.souza@distribuidora.com.br',
    values: empty,
    status: 'idle',
    onFieldChange: fn(),
    onSubmit: fn(),
    onRetryCode: fn(),
    onBackToLogin: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RegistrationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cadastro' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveValue('ana.souza@distribuidora.com.br');
    await expect(canvas.getByRole('checkbox', { name: CONSENT_TEXT })).not.toBeChecked();
  },
};

export const Filled: Story = { args: { values: filled() } };

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    for (const message of [
      'Informe o seu nome.',
      'Informe a sua matrícula.',
      'Informe a sua senha.',
      'Confirme a sua senha.',
      'Por favor, selecione a sua foto para criação do avatar.',
      'Para continuar, marque a declaração acima.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  },
};

export const FillAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Ana Paula Souza');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Matrícula' }), '004512');
    await userEvent.type(canvas.getByLabelText('Senha'), 'Foguete#2025');
    await userEvent.type(canvas.getByLabelText('Confirmar senha'), 'Foguete#2025');
    const photo = makePhoto();
    await userEvent.upload(canvas.getByLabelText('Selecionar foto'), photo);
    await expect(
      await canvas.findByRole('img', { name: 'Pré-visualização da sua foto' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT_TEXT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nome: 'Ana Paula Souza',
      matricula: '004512',
      password: 'Foguete#2025',
      confirmPassword: 'Foguete#2025',
      photo,
      consent: true,
    });
  },
};

export const MissingPhoto: Story = {
  args: { values: { ...filled(), photo: null } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(
      canvas.getByText('Por favor, selecione a sua foto para criação do avatar.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Selecionar foto')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PreparingPhoto: Story = {
  args: {
    values: filled(),
    status: 'pending',
    upload: { state: 'preparing' },
    onCancelUpload: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await expect(canvas.getByText('Preparando foto…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};

export const PendingWithUpload: Story = {
  args: {
    values: filled(),
    status: 'pending',
    upload: { state: 'sending', percent: 64 },
    onCancelUpload: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
    await expect(canvas.getByText('Enviando foto… 64%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
    await expect(canvas.getByLabelText('Nome')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** The photo's PUT stalled: its reason beside the picker, Tentar novamente; all typed is kept. */
export const UploadStalled: Story = {
  args: {
    values: filled(),
    upload: {
      state: 'failed',
      messages: ['Não foi possível enviar a sua foto. Verifique sua conexão.'],
    },
    onRetryUpload: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível enviar a sua foto. Verifique sua conexão.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Paula Souza');
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryUpload).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: {
    values: filled(),
    status: 'success',
    messages: ['Cadastro realizado com sucesso. Faça o login.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Cadastro realizado com sucesso. Faça o login.',
    );
  },
};

export const ServerErrors: Story = {
  args: {
    values: filled(),
    status: 'error',
    messages: [
      'A matrícula informada já está cadastrada.',
      'A senha deve ter pelo menos 8 caracteres.',
      'As senhas não conferem.',
    ],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WrongCode: Story = {
  args: {
    values: filled(),
    status: 'error',
    wrongCode: true,
    canSubmit: false,
    messages: ['Código de autenticação inválido.'],
  },
  play: async ({ canvas, args }) => {
    // Only a new code can help: Cadastrar is disabled, not silently ignored.
    await expect(canvas.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Código de autenticação inválido.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Inserir novamente' }));
    await expect(args.onRetryCode).toHaveBeenCalledTimes(1);
  },
};

/** A server message for a field shows next to it (the flow places it; the panel only shows it). */
export const OutsideFieldError: Story = {
  args: { values: filled(), fieldErrors: { matricula: 'Matrícula já cadastrada.' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Matrícula' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Matrícula já cadastrada.');
  },
};

/** Nome and matrícula back after a reload: `Rascunho restaurado.`, and `Descartar`. */
export const DraftRestored: Story = {
  args: {
    values: { ...empty, nome: 'Ana Paula Souza', matricula: '004512' },
    onDiscardDraft: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveValue('004512');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  },
};

/** The photo was over 15 MB even once prepared (the api's line): the flow let it go. */
const PHOTO_TOO_LARGE_TEXT = 'A foto deve ter no máximo 15 MB.';

/**
 * The prepared photo was refused: its reason beside the picker and no `Tentar novamente` (the
 * same photo would fail again); choosing another photo takes the reason away.
 */
export const PhotoRefusedOncePrepared: Story = {
  args: {
    values: { ...filled(), photo: null },
    fieldErrors: { photo: PHOTO_TOO_LARGE_TEXT },
    onRetryUpload: fn(),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Selecionar foto');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(PHOTO_TOO_LARGE_TEXT);
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Pré-visualização da sua foto' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Paula Souza');
  },
};

/** A registration restored after a reload (or left by someone else on a shared phone): a way out. */
export const BackToLogin: Story = {
  args: { values: { ...empty, nome: 'Ana Paula Souza', matricula: '004512' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
