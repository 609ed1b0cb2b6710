import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { CONTACT_TITLE } from '@jornada/ui/copy';
import type { within } from 'storybook/test';
import { expect, userEvent } from 'storybook/test';
import {
  createContactOutbox,
  openContactOutboxStore,
  type ContactOutbox,
} from '@jornada/api/contact-outbox';
import { GENERIC_ERROR, QUEUED_TEXT, SUCCESS_TEXT } from '../../machines/shared/messages';
import { backendLoader, backendOf } from '../../stories/backend';
import { memoryDraft } from '../../stories/memoryDraft';
import { ContactFlow } from './ContactFlow';

/** The contact form of /fale-conosco bound to `contactMachine`, sent to the mock API. */
const meta = {
  title: 'Flows/ContactFlow',
  component: ContactFlow,
  loaders: [backendLoader],
  beforeEach: (context) => {
    context.msw.use(...backendOf(context).mock.handlers);
  },
  render: (args, context) => <ContactFlow {...args} client={backendOf(context).client} />,
} satisfies Meta<typeof ContactFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

const SLOW = { timeout: 4000 };
const message = {
  nome: 'Ana Paula Souza',
  email: 'ana@jornada.demo',
  telefone: '11987654321',
  mensagem: 'Quando as opções de avatar ficam disponíveis para a minha unidade?',
};

async function fill(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), message.nome);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), message.email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), message.telefone);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mensagem' }), message.mensagem);
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
}

/** The empty form. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        name: CONTACT_TITLE,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute(
      'placeholder',
      'Somente números',
    );
  },
};

/** Sent: the success text, the form cleared, the message in the mock's inbox. */
export const Sent: Story = {
  play: async (context) => {
    const { canvas } = context;
    await fill(canvas);
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      SUCCESS_TEXT.sendContact,
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(backendOf(context).mock.store.contactMessages).toEqual([message]);
  },
};

const REQUIRED = [
  'Informe o seu nome.',
  'Informe o seu e-mail.',
  'Informe o seu celular.',
  'Escreva a sua mensagem.',
];

/**
 * Empty submit shows the field errors; filled and sent, the success text shows and the cleared
 * form flags nothing: the person did nothing wrong.
 */
export const ErrorsThenSent: Story = {
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    for (const line of REQUIRED) await expect(canvas.getByText(line)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await fill(canvas);
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      SUCCESS_TEXT.sendContact,
    );
    for (const name of ['Nome', 'Email', 'Celular', 'Mensagem']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(field).not.toHaveAccessibleDescription();
    }
    for (const line of REQUIRED) await expect(canvas.queryByText(line)).toBeNull();
    await expect(backendOf(context).mock.store.contactMessages).toEqual([message]);
  },
};

/** The API answers 500: the generic text, and the form keeps what was typed. */
export const SendError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/public-api/fale-conosco', () => new HttpResponse(null, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(GENERIC_ERROR);
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(message.nome);
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toHaveValue(message.mensagem);
  },
};

interface StoryOutbox {
  outbox: ContactOutbox;
  /** The connection returns: the `online` event the browser fires. */
  goOnline(): void;
}

/**
 * The real outbox (IndexedDB, a database of its own per story) behind a connection the story
 * switches: offline until `goOnline()`, as the browser reports it.
 */
function outboxLoader(): { outbox: StoryOutbox } {
  let online = false;
  const events = new EventTarget();
  const outbox = createContactOutbox({
    publicApiUrl: '/public-api',
    store: openContactOutboxStore(`contact-outbox-story-${crypto.randomUUID()}`),
    locks: null,
    registerSync: () => Promise.resolve(),
    connection: {
      isOnline: () => online,
      addEventListener: (type, listener) => events.addEventListener(type, listener),
      removeEventListener: (type, listener) => events.removeEventListener(type, listener),
    },
  });
  const goOnline = () => {
    online = true;
    events.dispatchEvent(new Event('online'));
  };
  return { outbox: { outbox, goOnline } };
}

const storyOutboxOf = (context: { loaded: Record<string, unknown> }) =>
  context.loaded.outbox as StoryOutbox;

/**
 * Sent when the request fails on the network: the message waits in the outbox and the form says
 * so; when the connection returns it goes out once and the success text shows.
 */
export const QueuedThenSent: Story = {
  loaders: [backendLoader, outboxLoader],
  beforeEach: (context) => {
    context.msw.use(
      http.post('*/public-api/fale-conosco', () => HttpResponse.error(), { once: true }),
    );
    return storyOutboxOf(context).outbox.start();
  },
  render: (args, context) => (
    <ContactFlow
      {...args}
      client={backendOf(context).client}
      outbox={storyOutboxOf(context).outbox.client(null)}
    />
  ),
  play: async (context) => {
    const { canvas } = context;
    await fill(canvas);
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      QUEUED_TEXT.sendContact,
    );
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(backendOf(context).mock.store.contactMessages).toEqual([]);

    storyOutboxOf(context).goOnline();
    await expect(await canvas.findByText(SUCCESS_TEXT.sendContact, {}, SLOW)).toBeVisible();
    await expect(backendOf(context).mock.store.contactMessages).toEqual([message]);
  },
};

const draftOf = (context: { loaded: Record<string, unknown> }) =>
  context.loaded.draft as ReturnType<typeof memoryDraft<typeof message>>;

/**
 * Back after a reload: what was typed is restored with `Rascunho restaurado.`; sent, the message
 * goes and so does the draft.
 */
export const DraftRestoredThenSent: Story = {
  loaders: [
    backendLoader,
    () => ({ draft: memoryDraft({ ...message, telefone: '', mensagem: 'Quando as opções' }) }),
  ],
  render: (args, context) => (
    <ContactFlow {...args} client={backendOf(context).client} draft={draftOf(context).slot} />
  ),
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('status')).toHaveTextContent('Rascunho restaurado.');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue(message.nome);
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('Quando as opções');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), message.telefone);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Mensagem' }),
      message.mensagem.slice('Quando as opções'.length),
    );
    await expect(draftOf(context).stored()).toEqual(message);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText(SUCCESS_TEXT.sendContact, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByText('Rascunho restaurado.')).toBeNull();
    await expect(draftOf(context).stored()).toBeNull();
    await expect(backendOf(context).mock.store.contactMessages).toEqual([message]);
  },
};

/** `Descartar`: the form empty, the draft gone, the focus on the first field. */
export const DraftDiscarded: Story = {
  loaders: [backendLoader, () => ({ draft: memoryDraft(message) })],
  render: DraftRestoredThenSent.render,
  play: async (context) => {
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    await expect(canvas.queryByText('Rascunho restaurado.')).toBeNull();
    await expect(draftOf(context).stored()).toBeNull();
  },
};
