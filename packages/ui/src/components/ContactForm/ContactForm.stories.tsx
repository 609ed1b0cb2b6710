import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CONTACT_TITLE } from '../../copy';
import { useFormValues } from '../../forms';
import { useState } from 'react';
import type { FormStatusValue } from '../FormStatus';
import { ContactForm, type ContactFormProps } from './ContactForm';

function Controlled(props: ContactFormProps) {
  const { values, onFieldChange } = useFormValues(props.values);
  return (
    <ContactForm
      {...props}
      values={values}
      onFieldChange={(field, value) => {
        onFieldChange(field, value);
        props.onFieldChange(field, value);
      }}
    />
  );
}

/** A caller like ContactFlow: sending is pending for a moment, then success clears the form. */
function SendsAndClears(props: ContactFormProps) {
  const { values, setValues, onFieldChange } = useFormValues(props.values);
  const [status, setStatus] = useState<FormStatusValue>('idle');
  return (
    <ContactForm
      {...props}
      values={values}
      status={status}
      messages={status === 'success' ? ['Sucesso! Sua mensagem foi enviada.'] : []}
      onFieldChange={(field, value) => {
        onFieldChange(field, value);
        props.onFieldChange(field, value);
      }}
      onSubmit={(sent) => {
        props.onSubmit(sent);
        setStatus('pending');
        setTimeout(() => {
          setValues(empty);
          setStatus('success');
        }, 50);
      }}
    />
  );
}

/** A caller like ContactFlow without a connection: the message goes to the outbox, the form clears. */
function QueuesOffline(props: ContactFormProps) {
  const { values, setValues, onFieldChange } = useFormValues(props.values);
  const [status, setStatus] = useState<FormStatusValue>('idle');
  return (
    <ContactForm
      {...props}
      values={values}
      status={status}
      messages={status === 'queued' ? [QUEUED] : []}
      onFieldChange={(field, value) => {
        onFieldChange(field, value);
        props.onFieldChange(field, value);
      }}
      onSubmit={(sent) => {
        props.onSubmit(sent);
        setValues(empty);
        setStatus('queued');
      }}
    />
  );
}

const QUEUED = 'Sem conexão: sua mensagem será enviada quando a conexão voltar.';
const empty = { nome: '', email: '', telefone: '', mensagem: '' };
const filled = {
  nome: 'Marcos Oliveira',
  email: 'marcos.oliveira@distribuidora.com.br',
  telefone: '11987654321',
  mensagem: 'Olá! Enviei a minha foto há uma semana e os avatares ainda não apareceram.',
};

const meta = {
  title: 'UI/ContactForm',
  component: ContactForm,
  args: { values: empty, status: 'idle', onFieldChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: CONTACT_TITLE,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute(
      'placeholder',
      'Somente números',
    );
  },
};

export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveValue('(11) 98765-4321');
  },
};

export const TypeAndSend: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), filled.nome);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    const phone = canvas.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(phone, '11a98765x4321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), filled.mensagem);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

export const EmptySubmitShowsErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    for (const message of [
      'Informe o seu nome.',
      'Informe o seu e-mail.',
      'Informe o seu celular.',
      'Escreva a sua mensagem.',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const requiredMessages = [
  'Informe o seu nome.',
  'Informe o seu e-mail.',
  'Informe o seu celular.',
  'Escreva a sua mensagem.',
];

/**
 * Empty submit (errors), then filled and sent: the caller clears the form on success and no
 * field is flagged; the next empty submit validates again.
 */
export const ClearedAfterSuccess: Story = {
  render: (args) => <SendsAndClears {...args} />,
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(send);
    await expect(canvas.getByText('Informe o seu nome.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), filled.nome);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), filled.telefone);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), filled.mensagem);
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sucesso! Sua mensagem foi enviada.',
    );
    const nome = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(nome).toHaveValue('');
    await expect(nome).not.toHaveAttribute('aria-invalid');
    await expect(nome).not.toHaveAccessibleDescription();
    for (const message of requiredMessages) {
      await expect(canvas.queryByText(message)).toBeNull();
    }
    await userEvent.click(send);
    for (const message of requiredMessages) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ShortPhone: Story = {
  args: { values: { ...filled, telefone: '1198765' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Informe o celular com DDD (11 dígitos).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A server message for a field shows next to it, over the form's own message for that field. */
export const OutsideFieldError: Story = {
  args: {
    values: { ...filled, telefone: '1198765' },
    fieldErrors: { email: 'Este e-mail não pode receber mensagens.' },
  },
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Este e-mail não pode receber mensagens.');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Informe o celular com DDD (11 dígitos).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Outside messages win over the form's own for the same field. */
export const OutsideErrorWins: Story = {
  args: { fieldErrors: { nome: 'O campo nome é inválido.' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('O campo nome é inválido.')).toBeVisible();
    await expect(canvas.queryByText('Informe o seu nome.')).toBeNull();
    await expect(canvas.getByText('Informe o seu e-mail.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { values: filled, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    for (const label of ['Nome', 'Email', 'Celular', 'Mensagem'])
      await expect(canvas.getByLabelText(label)).toHaveAttribute('readonly');
  },
};

export const Success: Story = {
  args: { status: 'success', messages: ['Sucesso! Sua mensagem foi enviada.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso! Sua mensagem foi enviada.',
    );
  },
};

/** Sent without a connection: the blue status says it goes out when the connection returns. */
export const Queued: Story = {
  args: { status: 'queued', messages: [QUEUED] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(QUEUED);
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  },
};

/**
 * An empty submit (errors), then filled and sent offline: the caller queues it and clears the
 * form; the status says so and no field is flagged.
 */
export const QueuedAfterSend: Story = {
  render: (args) => <QueuesOffline {...args} />,
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(send);
    await expect(canvas.getByText('Informe o seu nome.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), filled.nome);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), filled.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), filled.telefone);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), filled.mensagem);
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(await canvas.findByRole('status')).toHaveTextContent(QUEUED);
    const nome = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(nome).toHaveValue('');
    await expect(nome).not.toHaveAttribute('aria-invalid');
    for (const message of requiredMessages) {
      await expect(canvas.queryByText(message)).toBeNull();
    }
  },
};

export const ServerErrors: Story = {
  args: {
    values: filled,
    status: 'error',
    messages: ['O campo telefone é inválido.', 'O campo mensagem é obrigatório.'],
  },
};

/** Back from a draft after a reload: the note over the fields, and `Descartar`. */
export const DraftRestored: Story = {
  args: {
    values: { ...filled, telefone: '', mensagem: 'Olá! Enviei a minha foto há uma semana' },
    onDiscardDraft: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(filled.nome);
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
  },
};
