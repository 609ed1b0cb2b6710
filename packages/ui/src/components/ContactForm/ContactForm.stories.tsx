import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ContactForm, type ContactFormProps } from './ContactForm';

function Controlled(props: ContactFormProps) {
  const [values, setValues] = useState(props.values);
  return (
    <ContactForm
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

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
  args: { values: empty, status: 'idle', onChange: fn(), onSubmit: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'Está com dúvidas? Fale conosco através do formulário abaixo',
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

export const ShortPhone: Story = {
  args: { values: { ...filled, telefone: '1198765' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByText('Informe o celular com DDD (11 dígitos).')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { values: filled, status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sucesso! Sua mensagem foi enviada.',
    );
  },
};

export const ServerErrors: Story = {
  args: {
    values: filled,
    status: 'error',
    messages: ['O campo telefone é inválido.', 'O campo mensagem é obrigatório.'],
  },
};
