import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormValues } from '../../forms';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';

function Controlled(props: ProfileFormProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <ProfileForm
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
  title: 'UI/ProfileForm',
  component: ProfileForm,
  args: {
    values: { nome: 'Ana Paula Souza', matricula: '004512' },
    email: 'ana.souza@distribuidora.com.br',
    birthDate: '1990-02-01T00:00:00',
    status: 'idle',
    onFieldChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Meu perfil' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('readonly');
    const birth = canvas.getByRole('textbox', { name: /Data de nascimento/ });
    await expect(birth).toHaveAttribute('readonly');
    await expect(birth).toHaveValue('01/02/1990');
  },
};

/**
 * As on /meu-perfil, whose h1 is already `Meu perfil`: the card has no heading of its own and the
 * form is named by the page's heading.
 */
export const LabelledByPageHeading: Story = {
  args: { labelledBy: 'meu-perfil-titulo' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 24 }}>
        <h1 id="meu-perfil-titulo">Meu perfil</h1>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { name: 'Meu perfil' })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Meu perfil' }).tagName).toBe('H1');
    const form = canvas.getByRole('form', { name: 'Meu perfil' });
    await expect(within(form).getByRole('textbox', { name: 'Nome' })).toHaveValue(
      'Ana Paula Souza',
    );
  },
};

export const EditAndSave: Story = {
  play: async ({ canvas, args }) => {
    const nome = canvas.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Ana Paula de Souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nome: 'Ana Paula de Souza',
      matricula: '004512',
    });
  },
};

export const EmptySubmitShowsErrors: Story = {
  args: { values: { nome: '', matricula: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('Informe o seu nome.')).toBeVisible();
    await expect(canvas.getByText('Informe a sua matrícula.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByLabelText('Nome')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Matrícula')).toHaveAttribute('readonly');
  },
};

export const Success: Story = {
  args: { status: 'success', messages: ['Perfil atualizado com sucesso.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Perfil atualizado com sucesso.');
  },
};

export const ServerErrors: Story = {
  args: {
    status: 'error',
    messages: ['A matrícula informada já pertence a outro participante.', 'Tente novamente.'],
  },
};

/** A server message for a field shows next to it (the flow places it; the panel only shows it). */
export const OutsideFieldError: Story = {
  args: {
    values: { nome: 'Ana Paula Souza', matricula: '004512' },
    fieldErrors: { matricula: 'Matrícula não encontrada na sua unidade.' },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Matrícula' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription('Matrícula não encontrada na sua unidade.');
  },
};

/** Back from a draft (a reload, an expired session): the note, and `Descartar` to start over. */
export const DraftRestored: Story = {
  args: {
    values: { nome: 'Ana Paula Souza Lima', matricula: '004512-7' },
    onDiscardDraft: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveValue('Ana Paula Souza Lima');
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: /Nome/ })).toHaveFocus();
  },
};
