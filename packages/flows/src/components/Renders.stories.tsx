import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { CONSENT_TEXT } from '@jornada/ui/copy';
import { useMemo } from 'react';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import { accessActors } from '../actors/accessActors';
import { accessMachine } from '../machines/accessMachine';
import type { UploadPhotoInput, UploadPhotoOutput } from '../machines/accessTypes';
import { CODE, backendLoader, backendOf, pngFile, type StoryBackend } from '../stories/backend';
import { watchRenders } from '../stories/renderProbe';
import { AccessFlow, type AccessFlowProps } from './AccessFlow';
import { ContactFlow } from './ContactFlow';

/**
 * Issue #30, point 3: a key typed re-renders the field that shows it, and an upload's progress
 * the progress display, nothing else of the form. `watchRenders` tells which controls React
 * rendered again (see renderProbe.ts). Their subject is rendering, not looks: no screenshots.
 */

/** The photo's upload held by the story: it reports progress when the play function says so. */
function heldUpload() {
  let report: ((percent: number) => void) | null = null;
  const actor = fromPromise<UploadPhotoOutput, UploadPhotoInput>(
    ({ input, signal }) =>
      new Promise((_resolve, reject) => {
        report = input.onProgress;
        signal.addEventListener('abort', () => reject(new Error('cancelled')));
      }),
  );
  return {
    actor,
    progress(percent: number) {
      if (!report) throw new Error('the upload has not started');
      report(percent);
    },
  };
}
type HeldUpload = ReturnType<typeof heldUpload>;
const heldUploadOf = (context: { loaded: Record<string, unknown> }) =>
  context.loaded.upload as HeldUpload;

function AccessFlowOverMock({
  backend,
  upload,
  ...props
}: AccessFlowProps & { backend: StoryBackend; upload: HeldUpload }) {
  const logic = useMemo(
    () =>
      accessMachine.provide({
        actors: { ...accessActors(backend.client), uploadPhoto: upload.actor },
        delays: { panelSwitch: 20 },
      }),
    [backend, upload],
  );
  return <AccessFlow {...props} pendingAccess={backend.pendingAccess} logic={logic} />;
}

const meta = {
  title: 'Flows/Renders',
  component: AccessFlow,
  tags: ['no-visual'],
  loaders: [backendLoader, () => ({ upload: heldUpload() })],
  beforeEach: (context) => {
    context.msw.use(...backendOf(context).mock.handlers);
  },
  args: { onAuthenticated: fn(), onOpenPrivacy: fn() },
  render: (args, context) => (
    <AccessFlowOverMock {...args} backend={backendOf(context)} upload={heldUploadOf(context)} />
  ),
} satisfies Meta<typeof AccessFlow>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const SLOW = { timeout: 4000 };
async function heading(canvas: Canvas, name: string) {
  const found = await canvas.findByRole('heading', { name }, SLOW);
  await waitFor(() => expect(found).toBeVisible(), SLOW);
}

/** Types `key` in `field`, and says which controls of the story rendered again for it. */
async function renderedBy(root: HTMLElement, field: HTMLElement, key: string, shows: string) {
  const watch = watchRenders(root);
  await userEvent.type(field, key);
  await waitFor(() => expect(field).toHaveValue(shows));
  return watch.rendered();
}

/** Back on the registration panel after a reload (the code was e-mailed and typed before). */
async function restoredRegistration(context: StoryContext<AccessFlowProps>) {
  const backend = backendOf(context);
  const nova = { email: 'nova@jornada.demo', dataDeNascimento: '1992-03-15' };
  await backend.client.requestCode({ email: nova.email });
  await backend.client.lookUpParticipant(nova);
  backend.pendingAccess.keep({ step: 'registration', ...nova, code: CODE });
}

/** The login: a key of the e-mail re-renders the e-mail field, not the password nor the links. */
export const LoginKeyRendersItsField: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Já possui perfil?');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'ana@jornada.dem');
    await expect(await renderedBy(canvasElement, email, 'o', 'ana@jornada.demo')).toEqual([
      'E-mail',
    ]);
    const password = canvas.getByLabelText('Senha');
    await userEvent.type(password, 'Galaxia#202');
    await expect(await renderedBy(canvasElement, password, '6', 'Galaxia#2026')).toEqual(['Senha']);
  },
};

/** First access: a key of the e-mail or of the birth date re-renders that field only. */
export const FirstAccessKeyRendersItsField: Story = {
  args: { initialPanel: 'primeiro-acesso' },
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Primeiro acesso');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const birthDate = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await userEvent.type(email, 'nova@jornada.dem');
    await expect(await renderedBy(canvasElement, email, 'o', 'nova@jornada.demo')).toEqual([
      'E-mail',
    ]);
    await userEvent.type(birthDate, '1503199');
    await expect(await renderedBy(canvasElement, birthDate, '2', '15/03/1992')).toEqual([
      'Data de nascimento',
    ]);
  },
};

/** The registration: a key of the name re-renders the name only, not the photo nor the consent. */
export const RegistrationKeyRendersItsField: Story = {
  beforeEach: restoredRegistration,
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Cadastro');
    const nome = canvas.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(nome).toHaveValue('Natália Oliveira Ramos'));
    await expect(await renderedBy(canvasElement, nome, '!', 'Natália Oliveira Ramos!')).toEqual([
      'Nome',
    ]);
  },
};

/** An upload's progress re-renders the progress display only: no field, no button of the form. */
export const UploadProgressRendersOnlyItself: Story = {
  beforeEach: restoredRegistration,
  play: async (context) => {
    const { canvas, canvasElement } = context;
    const upload = heldUploadOf(context);
    await heading(canvas, 'Cadastro');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Natália Oliveira Ramos'),
    );
    await userEvent.type(canvas.getByLabelText('Senha'), 'Foguete#2025');
    await userEvent.type(canvas.getByLabelText('Confirmar senha'), 'Foguete#2025');
    await userEvent.upload(canvas.getByLabelText('Selecionar foto'), pngFile());
    await canvas.findByRole('img', { name: 'Pré-visualização da sua foto' });
    await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT_TEXT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => upload.progress(10));
    const bar = await canvas.findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));

    const watch = watchRenders(canvasElement);
    upload.progress(60);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '60'));
    // The bar, and `Cancelar` beside it: the upload's status, which shows the progress.
    await expect(watch.rendered()).toEqual(['progressbar', 'Cancelar']);
  },
};

/** The contact form: a key of the phone (masked) re-renders the phone field only. */
export const ContactKeyRendersItsField: Story = {
  render: (_args, context) => <ContactFlow client={backendOf(context).client} />,
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(phone, '1198765432');
    await expect(await renderedBy(canvasElement, phone, '1', '(11) 98765-4321')).toEqual([
      'Celular',
    ]);
    const message = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(message, 'Olá');
    await expect(await renderedBy(canvasElement, message, '!', 'Olá!')).toEqual(['Mensagem']);
  },
};
