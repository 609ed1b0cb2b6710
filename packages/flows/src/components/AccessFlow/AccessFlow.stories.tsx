import type { PendingAccess } from '@jornada/api';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { CONSENT_TEXT as CONSENT } from '@jornada/ui/copy';
import { StrictMode, useMemo } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { accessActors } from '../../actors/accessActors';
import { accessMachine } from '../../machines/accessMachine';
import type { AccessPanelParam } from '../../machines/accessTypes';
import { INVALID_CODE_MESSAGE, SUCCESS_TEXT } from '../../machines/shared/messages';
import {
  CODE,
  DEMO_PASSWORD,
  backendLoader,
  backendOf,
  pngFile,
  type StoryBackend,
} from '../../stories/backend';
import { memoryDraft } from '../../stories/memoryDraft';
import { AccessFlow, type AccessFlowProps } from './AccessFlow';

type Delays = { panelSwitch?: number; afterRegistration?: number };

/** Short panel switches by default; a story about a destination may shorten or hold more. */
const SHORT: Delays = { panelSwitch: 20 };

function AccessFlowOverMock({
  backend,
  delays,
  ...props
}: AccessFlowProps & { backend: StoryBackend; delays: Delays }) {
  const logic = useMemo(
    () => accessMachine.provide({ actors: accessActors(backend.client), delays }),
    [backend, delays],
  );
  return <AccessFlow {...props} logic={logic} />;
}

/**
 * The access panel of /pre-login, bound to `accessMachine` and driven by the real api against the
 * mock API (code `123456`). Stories that start at an inner panel get there in their play
 * function, which is also the journey's test.
 */
const meta = {
  title: 'Flows/AccessFlow',
  component: AccessFlow,
  loaders: [backendLoader],
  beforeEach: (context) => {
    context.msw.use(...backendOf(context).mock.handlers);
  },
  args: {
    onAuthenticated: fn(),
    onOpenPrivacy: fn(),
    contactHref: '/fale-conosco',
    productHref: '/cadastrar-produto',
    homeHref: '/',
  },
  parameters: { delays: SHORT },
  render: (args, context) => (
    <AccessFlowOverMock
      {...args}
      pendingAccess={backendOf(context).pendingAccess}
      backend={backendOf(context)}
      delays={(context.parameters.delays as Delays | undefined) ?? SHORT}
    />
  ),
} satisfies Meta<typeof AccessFlow>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = StoryContext<AccessFlowProps>;
type Canvas = ReturnType<typeof within>;

const SLOW = { timeout: 4000 };
/** The panel titled `name`, once its entrance (PanelSwitcher fades it in) has finished. */
async function heading(canvas: Canvas, name: string) {
  const found = await canvas.findByRole('heading', { name }, SLOW);
  await waitFor(() => expect(found).toBeVisible(), SLOW);
  return found;
}
const startAt = (initialPanel: AccessPanelParam) => ({ initialPanel });

// Journeys, shared by the stories -------------------------------------------------------------

async function logInToCode(canvas: Canvas, email = 'ana@jornada.demo', password = DEMO_PASSWORD) {
  const emailField = canvas.getByRole('textbox', { name: 'E-mail' });
  await userEvent.clear(emailField);
  await userEvent.type(emailField, email);
  await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  await heading(canvas, 'Código de verificação');
  await expect(
    canvas.getByText(`Digite o código de 6 dígitos enviado para ${email}.`),
  ).toBeVisible();
  await expect(canvas.getByText(SUCCESS_TEXT.requestCode)).toBeVisible();
}

/** Types the code (kept even while a new one is on its way), then Confirmar once it can be used. */
async function typeCode(canvas: Canvas, code: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), code);
  const confirm = canvas.getByRole('button', { name: 'Confirmar' });
  await waitFor(() => expect(confirm).toBeEnabled(), SLOW);
  await userEvent.click(confirm);
}

/** First access of nova@jornada.demo (15/03/1992) up to the registration panel. */
async function firstAccessToRegistration(canvas: Canvas, code = CODE) {
  await heading(canvas, 'Primeiro acesso');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'nova@jornada.demo');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Data de nascimento' }), '15031992');
  await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
  await heading(canvas, 'Código de verificação');
  await typeCode(canvas, code);
  await heading(canvas, 'Cadastro');
  await expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Natália Oliveira Ramos');
  await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveValue('100833');
  await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('nova@jornada.demo');
}

async function fillRegistration(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Senha'), 'Foguete#2025');
  await userEvent.type(canvas.getByLabelText('Confirmar senha'), 'Foguete#2025');
  await userEvent.upload(canvas.getByLabelText('Selecionar foto'), pngFile());
  await canvas.findByRole('img', { name: 'Pré-visualização da sua foto' });
  await userEvent.click(canvas.getByRole('checkbox', { name: CONSENT }));
}

async function submitWrongCodeRegistration(canvas: Canvas) {
  await firstAccessToRegistration(canvas, '000000');
  await fillRegistration(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
  const alert = await canvas.findByRole('alert', {}, SLOW);
  await expect(alert).toHaveTextContent(INVALID_CODE_MESSAGE);
  await expect(within(alert).getByRole('button', { name: 'Inserir novamente' })).toBeVisible();
}

async function recoveryTo(canvas: Canvas, step: 2 | 3 | 4) {
  await heading(canvas, 'Recupere seu acesso');
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@jornada.demo');
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
  await canvas.findByText(SUCCESS_TEXT.forgotPassword, {}, SLOW);
  if (step === 2) return;
  await userEvent.type(canvas.getByRole('textbox', { name: 'Código' }), CODE);
  await userEvent.click(canvas.getByRole('button', { name: 'Validar código' }));
  await canvas.findByText(SUCCESS_TEXT.validateToken, {}, SLOW);
  if (step === 3) return;
  await userEvent.type(canvas.getByLabelText('Nova senha'), 'Galaxia#2026');
  await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'Galaxia#2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Alterar senha' }));
  await canvas.findByRole('button', { name: 'Ir para o login' }, SLOW);
  await expect(canvas.getByText(SUCCESS_TEXT.updatePassword)).toBeVisible();
}

// Panels a participant can land on ------------------------------------------------------------

/** /pre-login without `?painel=`: the login panel. */
export const Login: Story = {
  play: async ({ canvas, args }) => {
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'href',
      '/fale-conosco',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Política de Privacidade' }));
    await expect(args.onOpenPrivacy).toHaveBeenCalledOnce();
  },
};

/** `?painel=primeiro-acesso`. */
export const FirstAccess: Story = {
  args: startAt('primeiro-acesso'),
  play: async ({ canvas }) => {
    await heading(canvas, 'Primeiro acesso');
    await expect(canvas.getByRole('textbox', { name: 'Data de nascimento' })).toHaveAttribute(
      'placeholder',
      'dd/mm/aaaa',
    );
  },
};

/** `?painel=sucesso`: two links, no form. */
export const SuccessPanel: Story = {
  args: startAt('sucesso'),
  play: async ({ canvas }) => {
    await heading(canvas, 'Você já possui o produto?');
    await expect(canvas.getByRole('link', { name: 'Sim, cadastrar produto' })).toHaveAttribute(
      'href',
      '/cadastrar-produto',
    );
    await expect(canvas.getByRole('link', { name: 'Ainda não' })).toHaveAttribute('href', '/');
  },
};

// Login ---------------------------------------------------------------------------------------

/** The code panel after the login's credentials (a code was "e-mailed" by the mock). */
export const Code: Story = {
  play: async ({ canvas }) => {
    await logInToCode(canvas);
  },
};

/** From the code panel `Voltar para o login`: the login panel with the e-mail as typed. */
export const CodeBackToLogin: Story = {
  play: async (context) => {
    const { canvas } = context;
    await logInToCode(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@jornada.demo');
    await expect(canvas.getByLabelText('Senha')).toHaveValue('');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(backendOf(context).mock.outbox).toHaveLength(1);
    // Left the code panel: the password is no longer kept in the tab.
    await expect(backendOf(context).tab.items.size).toBe(0);
  },
};

/**
 * The whole login under React StrictMode: credentials, one code e-mail (not two), the code
 * 123456, then `onAuthenticated` with the tokens, already stored by the api.
 */
export const LoginJourney: Story = {
  decorators: [
    (Story) => (
      <StrictMode>
        <Story />
      </StrictMode>
    ),
  ],
  play: async (context) => {
    const { canvas, args } = context;
    const backend = backendOf(context);
    await logInToCode(canvas);
    await expect(backend.mock.outbox).toHaveLength(1);
    await expect(JSON.parse(backend.tab.getItem('accessData') ?? 'null')).toMatchObject({
      email: 'ana@jornada.demo',
      password: DEMO_PASSWORD,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await waitFor(() => expect(backend.mock.outbox).toHaveLength(2));
    await typeCode(canvas, CODE);
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce(), SLOW);
    const [tokens] = (args.onAuthenticated as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(backend.storage.getItem('accessToken')).toBe(tokens.accessToken);
    // Logged in: nothing of the pending code is left, in the tab or in localStorage.
    await waitFor(() => expect(backend.tab.items.size).toBe(0));
    await expect(backend.storage.getItem('MFAToken')).toBeNull();
  },
};

/** A wrong password: the API's line in the red box, and the form keeps what was typed. */
export const LoginError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ninguem@jornada.demo');
    await userEvent.type(canvas.getByLabelText('Senha'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'E-mail não encontrado.',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue(
      'ninguem@jornada.demo',
    );
  },
};

// First access and registration ---------------------------------------------------------------

/** First access of a participant already registered: straight to login, e-mail filled in. */
export const FirstAccessRegistered: Story = {
  args: startAt('primeiro-acesso'),
  play: async (context) => {
    const { canvas } = context;
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@jornada.demo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Data de nascimento' }), '12061988');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@jornada.demo');
    await expect(backendOf(context).mock.outbox).toHaveLength(0);
  },
};

/** The registration panel: nome and matrícula from the look-up, e-mail read-only. */
export const Registration: Story = {
  args: startAt('primeiro-acesso'),
  play: async (context) => {
    await firstAccessToRegistration(context.canvas);
    const { tab } = backendOf(context);
    await expect(JSON.parse(tab.getItem('firstAccessData') ?? 'null')).toMatchObject({
      email: 'nova@jornada.demo',
      dataDeNascimento: '1992-03-15',
    });
    await expect(tab.getItem('MFAToken')).toBe(CODE);
  },
};

/** A wrong code typed in the code panel: the API refuses the registration; `Inserir novamente`. */
export const RegistrationWrongCode: Story = {
  args: startAt('primeiro-acesso'),
  play: async ({ canvas }) => {
    await submitWrongCodeRegistration(canvas);
  },
};

/** Wrong code, `Inserir novamente`, the right code: the form comes back as typed, and registers. */
export const WrongCodeJourney: Story = {
  args: startAt('primeiro-acesso'),
  play: async (context) => {
    const { canvas } = context;
    await submitWrongCodeRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Inserir novamente' }));
    await heading(canvas, 'Código de verificação');
    await expect(canvas.getByRole('textbox', { name: 'Código' })).toHaveValue('');
    await typeCode(canvas, CODE);
    await heading(canvas, 'Cadastro');
    await expect(canvas.getByLabelText('Senha')).toHaveValue('Foguete#2025');
    await expect(canvas.getByLabelText('Confirmar senha')).toHaveValue('Foguete#2025');
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await canvas.findByText(SUCCESS_TEXT.register, {}, SLOW);
    // the photo was sent once: no second upload after the wrong code
    await expect(backendOf(context).mock.store.uploads.size).toBe(1);
  },
};

/** Registration done: the spec's text (held here; the login panel follows after 5 s). */
export const RegistrationSuccess: Story = {
  args: startAt('primeiro-acesso'),
  parameters: { delays: { panelSwitch: 20, afterRegistration: 600_000 } },
  play: async ({ canvas }) => {
    await firstAccessToRegistration(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      SUCCESS_TEXT.register,
    );
  },
};

/** The whole first access: look-up, code, registration with a photo, success, then login. */
export const FirstAccessJourney: Story = {
  args: startAt('primeiro-acesso'),
  parameters: { delays: { panelSwitch: 20, afterRegistration: 800 } },
  play: async (context) => {
    const { canvas } = context;
    await firstAccessToRegistration(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await canvas.findByText(SUCCESS_TEXT.register, {}, SLOW);
    // Registered: firstAccessData and the used code go.
    await expect(backendOf(context).tab.items.size).toBe(0);
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('nova@jornada.demo');
    const nova = backendOf(context).mock.store.participants.get('nova@jornada.demo');
    await expect(nova?.cadastroRealizado).toBe(true);
    await logInToCode(canvas, 'nova@jornada.demo', 'Foguete#2025');
  },
};

// After a reload ------------------------------------------------------------------------------

/** The code was e-mailed before the reload, and the tab kept what the flow needs. */
const keptBeforeReload =
  (pending: PendingAccess, purpose: 'login' | 'firstAccess') => async (context: Context) => {
    const backend = backendOf(context);
    await backend.client.requestCode({ email: pending.email });
    if (purpose === 'firstAccess') {
      await backend.client.lookUpParticipant({
        email: pending.email,
        dataDeNascimento: '1992-03-15',
      });
    }
    backend.pendingAccess.keep(pending);
  };

const NOVA = { email: 'nova@jornada.demo', dataDeNascimento: '1992-03-15' } as const;

/** A reload on the login's code panel: back on it, no second e-mail; the code logs in. */
export const RestoredLoginCode: Story = {
  beforeEach: keptBeforeReload(
    { step: 'loginCode', email: 'ana@jornada.demo', password: DEMO_PASSWORD },
    'login',
  ),
  play: async (context) => {
    const { canvas, args } = context;
    const backend = backendOf(context);
    await heading(canvas, 'Código de verificação');
    await expect(
      canvas.getByText('Digite o código de 6 dígitos enviado para ana@jornada.demo.'),
    ).toBeVisible();
    await expect(backend.mock.outbox).toHaveLength(1);
    await typeCode(canvas, CODE);
    await waitFor(() => expect(args.onAuthenticated).toHaveBeenCalledOnce(), SLOW);
    await waitFor(() => expect(backend.tab.items.size).toBe(0));
  },
};

/** A reload on the first access's code panel: back on it with the e-mail; the code goes on. */
export const RestoredFirstAccessCode: Story = {
  beforeEach: keptBeforeReload({ step: 'firstAccessCode', ...NOVA }, 'firstAccess'),
  play: async (context) => {
    const { canvas } = context;
    await heading(canvas, 'Código de verificação');
    await expect(
      canvas.getByText('Digite o código de 6 dígitos enviado para nova@jornada.demo.'),
    ).toBeVisible();
    await typeCode(canvas, CODE);
    await heading(canvas, 'Cadastro');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('nova@jornada.demo');
    await expect(backendOf(context).mock.outbox).toHaveLength(1);
  },
};

/**
 * A reload on the registration panel: back on it with the e-mail, nome and matrícula looked up
 * again; it registers with the code.
 */
export const RestoredRegistration: Story = {
  beforeEach: keptBeforeReload({ step: 'registration', ...NOVA, code: CODE }, 'firstAccess'),
  parameters: { delays: { panelSwitch: 20, afterRegistration: 600_000 } },
  play: async (context) => {
    const { canvas } = context;
    const backend = backendOf(context);
    await heading(canvas, 'Cadastro');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('nova@jornada.demo');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Nome' })).toHaveValue('Natália Oliveira Ramos'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Matrícula' })).toHaveValue('100833');
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(await canvas.findByRole('status', {}, SLOW)).toHaveTextContent(
      SUCCESS_TEXT.register,
    );
    await expect(backend.mock.outbox).toHaveLength(1);
    await expect(backend.tab.items.size).toBe(0);
  },
};

// Drafts: what was typed, back after a reload ------------------------------------------------

/** The three pre-login drafts in memory, as the tab's sessionStorage keeps them. */
function memoryDrafts(
  initial: {
    firstAccess?: { email: string; birthDate: string };
    registration?: { nome: string; matricula: string };
    recovery?: { email: string };
  } = {},
) {
  return {
    firstAccess: memoryDraft(initial.firstAccess ?? null),
    registration: memoryDraft(initial.registration ?? null),
    recovery: memoryDraft(initial.recovery ?? null),
  };
}
type MemoryDrafts = ReturnType<typeof memoryDrafts>;
const draftsOf = (context: { loaded: Record<string, unknown> }) =>
  context.loaded.drafts as MemoryDrafts;

/** The flow over the mock API with the story's drafts (`loaded.drafts`). */
const renderWithDrafts: Story['render'] = (args, context) => {
  const drafts = draftsOf(context);
  return (
    <AccessFlowOverMock
      {...args}
      pendingAccess={backendOf(context).pendingAccess}
      drafts={{
        firstAccess: drafts.firstAccess.slot,
        registration: drafts.registration.slot,
        recovery: drafts.recovery.slot,
      }}
      backend={backendOf(context)}
      delays={SHORT}
    />
  );
};

async function discardDraft(canvas: Canvas) {
  await expect(await canvas.findByText('Rascunho restaurado.')).toHaveAttribute('role', 'status');
  await userEvent.click(canvas.getByRole('button', { name: 'Descartar' }));
  await expect(canvas.queryByText('Rascunho restaurado.')).toBeNull();
}

/** First access typed before a reload: restored with its note; `Descartar` empties it. */
export const FirstAccessDraftRestored: Story = {
  args: startAt('primeiro-acesso'),
  loaders: [
    backendLoader,
    () => ({ drafts: memoryDrafts({ firstAccess: { email: NOVA.email, birthDate: '15031992' } }) }),
  ],
  render: renderWithDrafts,
  play: async (context) => {
    const { canvas } = context;
    await heading(canvas, 'Primeiro acesso');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const birthDate = canvas.getByRole('textbox', { name: 'Data de nascimento' });
    await expect(email).toHaveValue(NOVA.email);
    await expect(birthDate).toHaveValue('15/03/1992');
    await discardDraft(canvas);
    await expect(email).toHaveValue('');
    await expect(birthDate).toHaveValue('');
    await expect(email).toHaveFocus();
    await expect(draftsOf(context).firstAccess.stored()).toBeNull();
  },
};

/** Back on the registration panel with nome and matrícula typed before; `Descartar` empties them. */
export const RegistrationDraftRestored: Story = {
  beforeEach: keptBeforeReload({ step: 'registration', ...NOVA, code: CODE }, 'firstAccess'),
  loaders: [
    backendLoader,
    () => ({
      drafts: memoryDrafts({ registration: { nome: 'Natália O. Ramos', matricula: '100833' } }),
    }),
  ],
  render: renderWithDrafts,
  play: async (context) => {
    const { canvas } = context;
    await heading(canvas, 'Cadastro');
    const nome = canvas.getByRole('textbox', { name: 'Nome' });
    const matricula = canvas.getByRole('textbox', { name: 'Matrícula' });
    await expect(nome).toHaveValue('Natália O. Ramos');
    await expect(matricula).toHaveValue('100833');
    await discardDraft(canvas);
    await expect(nome).toHaveValue('');
    await expect(matricula).toHaveValue('');
    await expect(nome).toHaveFocus();
    await expect(draftsOf(context).registration.stored()).toBeNull();
  },
};

/** The recovery's e-mail typed before a reload: restored with its note; `Descartar` empties it. */
export const RecoveryDraftRestored: Story = {
  args: startAt('recuperar'),
  loaders: [
    backendLoader,
    () => ({ drafts: memoryDrafts({ recovery: { email: 'carla@jornada.demo' } }) }),
  ],
  render: renderWithDrafts,
  play: async (context) => {
    const { canvas } = context;
    await heading(canvas, 'Recupere seu acesso');
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveValue('carla@jornada.demo');
    await discardDraft(canvas);
    await expect(email).toHaveValue('');
    await expect(email).toHaveFocus();
    await expect(draftsOf(context).recovery.stored()).toBeNull();
  },
};

// Recovery ------------------------------------------------------------------------------------

/** `?painel=recuperar`: step 1, the e-mail. */
export const RecoveryEmail: Story = {
  args: startAt('recuperar'),
  play: async ({ canvas }) => {
    await heading(canvas, 'Recupere seu acesso');
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toBeVisible();
  },
};

/** Step 2: the six-digit code sent by e-mail. */
export const RecoveryCode: Story = {
  args: startAt('recuperar'),
  play: async ({ canvas }) => {
    await recoveryTo(canvas, 2);
    await expect(canvas.getByRole('button', { name: 'Validar código' })).toBeVisible();
  },
};

/** Step 3: the new password and its confirmation. */
export const RecoveryPassword: Story = {
  args: startAt('recuperar'),
  play: async ({ canvas }) => {
    await recoveryTo(canvas, 3);
    await expect(canvas.getByLabelText('Nova senha')).toBeVisible();
  },
};

/** Step 4: done, with `Ir para o login`. */
export const RecoveryDone: Story = {
  args: startAt('recuperar'),
  play: async ({ canvas }) => {
    await recoveryTo(canvas, 4);
  },
};

/** Step 2, `Voltar para o login`: the login panel, no message left over. */
export const RecoveryBackToLogin: Story = {
  args: startAt('recuperar'),
  play: async ({ canvas }) => {
    await recoveryTo(canvas, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.queryByText(SUCCESS_TEXT.forgotPassword)).toBeNull();
  },
};

/** The four steps, then login with the new password. */
export const RecoveryJourney: Story = {
  args: startAt('recuperar'),
  play: async (context: Context) => {
    const { canvas } = context;
    await recoveryTo(canvas, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Ir para o login' }));
    await heading(canvas, 'Já possui perfil?');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@jornada.demo');
    await userEvent.type(canvas.getByLabelText('Senha'), 'Galaxia#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await heading(canvas, 'Código de verificação');
  },
};
