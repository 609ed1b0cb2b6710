import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFormValues } from '../../forms';
import { FirstAccessPanel, type FirstAccessPanelProps } from './FirstAccessPanel';

/** Values live in the caller (later a state machine); here a useState stands in for it. */
function Controlled(props: FirstAccessPanelProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <FirstAccessPanel
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
  title: 'Panels/FirstAccessPanel',
  component: FirstAccessPanel,
  args: {
    values: { email: '', birthDate: '' },
    status: 'idle',
    onFieldChange: fn(),
    onSubmit: fn(),
    onHaveAccount: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FirstAccessPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = { email: 'ana.souza@distribuidora.com.br', birthDate: '01021990' };

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Já tenho cadastro' }));
    await expect(args.onHaveAccount).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Data de nascimento' })).toHaveValue(
      '01/02/1990',
    );
  },
};

export const TypeAndSubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail' }),
      'ana.souza@distribuidora.com.br',
    );
    const date = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await userEvent.type(date, '01021990');
    await expect(date).toHaveValue('01/02/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana.souza@distribuidora.com.br',
      birthDate: '1990-02-01',
    });
  },
};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(canvas.getByText('Informe a sua data de nascimento.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
  },
};

export const InvalidValues: Story = {
  args: { values: { email: 'ana.souza@', birthDate: '31021990' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(canvas.getByText('Informe uma data válida (dd/mm/aaaa).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Fixing the field clears its message at once.
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'distribuidora.com.br');
    await expect(canvas.queryByText('Informe um e-mail válido.')).toBeNull();
  },
};

export const Pending: Story = {
  args: { values: filled, status: 'pending' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Continuar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Data de nascimento')).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    values: filled,
    status: 'error',
    messages: ['Participante não encontrado.', 'Verifique o e-mail e a data de nascimento.'],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Participante não encontrado.');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    // Nothing typed is lost across a failed request.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(filled.email);
  },
};

export const GenericError: Story = { args: { values: filled, status: 'error' } };

/** A server message for a field shows next to it (the flow places it; the panel only shows it). */
export const OutsideFieldError: Story = {
  args: {
    values: filled,
    fieldErrors: { birthDate: 'A data de nascimento não confere com o cadastro.' },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await expect(field).toBeInvalid();
    await expect(field).toHaveAccessibleDescription(
      'A data de nascimento não confere com o cadastro.',
    );
  },
};

/** Back after a reload with what was typed: `Rascunho restaurado.`, and `Descartar`. */
export const DraftRestored: Story = {
  args: { values: filled, onDiscardDraft: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(filled.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  },
};
