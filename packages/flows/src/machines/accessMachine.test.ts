import { fieldMessages } from '@jornada/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { accessValidators, initialAccessContext } from './accessForm';
import { accessMachine } from './accessMachine';
import { accessPanelOf, codeEmailOf, codeViewOf, loginViewOf } from './accessSelectors';
import {
  ACCESS_PANEL_PARAMS,
  type AccessContext,
  type AccessEvent,
  type AccessForm,
  type AccessInput,
} from './accessTypes';
import { recoveryMachine } from './recoveryMachine';
import { PHOTO_TOO_LARGE } from '@jornada/api/photo-type';
import { GENERIC_ERROR, INVALID_CODE_MESSAGE, SUCCESS_TEXT } from './shared/messages';
import {
  createStubActors,
  flush,
  pathRunner,
  shortDelays,
  shortestPaths,
  transitionPaths,
  type PathOptions,
} from './testing/pathTesting';

const photo = new File(['foto'], 'foto.jpg', { type: 'image/jpeg' });
const tokens = { accessToken: 'access.jwt', refreshToken: 'refresh.jwt' };
const notRegistered = { nome: 'Ana Souza', matricula: '12345', cadastroRealizado: false };
const registered = { ...notRegistered, cadastroRealizado: true };
const fails = (line: string) => ({ messages: [line] });

const delays = shortDelays(['panelSwitch', 'afterRegistration'] as const);

/** Valid values in every form, so the graph can walk past each SUBMIT. */
const filledContext = (input?: AccessInput): AccessContext => ({
  ...initialAccessContext(input),
  firstAccess: { email: 'ana@example.com', birthDate: '01/02/1990' },
  login: { email: 'ana@example.com', password: 'Senha@123' },
  code: '123456',
  registration: {
    nome: '',
    matricula: '',
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    consent: true,
    photo,
  },
});

/** The machine's first snapshot for `input`, with every form filled in. */
function filledStart(input?: AccessInput) {
  const initial = createActor(accessMachine, { input }).getSnapshot(); // not started: no effects
  return accessMachine.resolveState({ value: initial.value, context: filledContext(input) });
}

/** The events the graph may take: a valid and an invalid value per form, every actor's outcomes. */
const events: Array<AccessEvent | AnyEventObject> = [
  { type: 'FIELD.CHANGE', field: 'email', value: '' },
  { type: 'FIELD.CHANGE', field: 'email', value: 'ana@example.com' },
  { type: 'FIELD.CHANGE', field: 'code', value: '' },
  { type: 'FIELD.CHANGE', field: 'code', value: '123456' },
  { type: 'FIELD.CHANGE', field: 'password', value: '' },
  { type: 'FIELD.CHANGE', field: 'password', value: 'Senha@123' },
  { type: 'FIELD.CHANGE', field: 'photo', value: null },
  { type: 'FIELD.CHANGE', field: 'photo', value: photo },
  { type: 'FIELD.CHANGE', field: 'consent', value: false },
  { type: 'FIELD.CHANGE', field: 'consent', value: true },
  { type: 'UPLOAD.PROGRESS', percent: 40 },
  { type: 'UPLOAD.CANCEL' },
  { type: 'DRAFT.DISCARD' },
  { type: 'xstate.done.actor.lookUpParticipant', output: notRegistered },
  { type: 'xstate.done.actor.lookUpParticipant', output: registered },
  { type: 'xstate.error.actor.lookUpParticipant', error: fails('Participante não encontrado.') },
  { type: 'xstate.done.actor.requestCode', output: undefined },
  { type: 'xstate.error.actor.requestCode', error: new Error('network') },
  { type: 'xstate.done.actor.authenticate', output: tokens },
  { type: 'xstate.error.actor.authenticate', error: fails('Código inválido.') },
  { type: 'xstate.done.actor.uploadPhoto', output: { imagemUploadedUrl: 'https://s3/foto.jpg' } },
  { type: 'xstate.error.actor.uploadPhoto', error: fails('Falha no envio.') },
  { type: 'xstate.done.actor.register', output: undefined },
  { type: 'xstate.error.actor.register', error: fails(INVALID_CODE_MESSAGE) },
  { type: 'xstate.error.actor.register', error: fails('Matrícula já cadastrada.') },
  // The invoked recovery machine, seen from here: it ends with or without a new password.
  {
    type: 'xstate.done.actor.recovery',
    output: { email: 'ana@example.com', passwordChanged: true },
  },
  {
    type: 'xstate.done.actor.recovery',
    output: { email: 'bia@example.com', passwordChanged: false },
  },
];

/** The form a state edits, for the abstraction below. */
function visibleForm(snapshot: AnyMachineSnapshot): AccessForm | null {
  const panel = accessPanelOf(snapshot);
  return panel === 'firstAccess' ||
    panel === 'login' ||
    panel === 'code' ||
    panel === 'registration'
    ? panel
    : null;
}

/** The abstraction the graph walks: state, and what the guards read (not the typed text). */
function serializeState(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as AccessContext;
  const form = visibleForm(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    purpose: context.codePurpose,
    valid: form ? Object.keys(accessValidators[form](context)).length === 0 : null,
    uploaded: context.imagemUploadedUrl !== null,
  });
}

/** The recovery machine ends once: done already while the panel switches to login. */
const ignoreEvent = (snapshot: AnyMachineSnapshot, type: string) =>
  type === 'xstate.done.actor.recovery' && snapshot.hasTag('switching');

const leafStates = (node = accessMachine.root, prefix: string[] = []): string[] =>
  Object.values(node.states).flatMap((child) =>
    Object.keys(child.states).length === 0
      ? [[...prefix, child.key].join('.')]
      : leafStates(child, [...prefix, child.key]),
  );

const leafOf = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify(snapshot.value).replace(/[{}"]/g, '').replace(/:/g, '.');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accessMachine paths (generated by @xstate/graph)', () => {
  const runner = pathRunner(accessMachine, { serializeState, delays });
  const input: AccessInput = {};
  const fromState = filledStart(input);
  const options: PathOptions = { events, serializeState, input, fromState, ignoreEvent };
  const paths = shortestPaths(accessMachine, options);

  // `success` is reached by its deep link only; `registration.prefilling` by a reload only, its
  // transitions are in accessPending.test.ts.
  const notFromLogin = ['start', 'success', 'registration.prefilling'];

  it('has a shortest path to every state but the deep-link and reload-only ones', () => {
    const reached = new Set(paths.map((path) => leafOf(path.state)));
    const expected = leafStates().filter((leaf) => !notFromLogin.includes(leaf));
    expect([...reached].sort()).toEqual(expected.sort());
  });

  it(
    `replays the shortest path to each of the ${paths.length} states on a real actor`,
    { timeout: 60_000 },
    async () => {
      for (const path of paths) await runner.replay(path, { input, fromState });
    },
  );

  // Replays a few hundred generated paths: well under a second on an idle machine, but give it
  // room on a loaded CI machine instead of Vitest's 5 s default.
  it(
    'replays every transition of the abstraction on a real actor',
    { timeout: 60_000 },
    async () => {
      const transitions = transitionPaths(accessMachine, options);
      expect(transitions.length).toBeGreaterThan(paths.length);
      for (const path of transitions) await runner.replay(path, { input, fromState });
    },
  );

  it.each(ACCESS_PANEL_PARAMS.map((panel) => [panel] as const))(
    'deep link ?painel=%s: shortest paths from it reach its states',
    async (initialPanel) => {
      const deepInput: AccessInput = { initialPanel };
      // Recovery's forms are its own machine's, invoked only by a started actor: start there.
      const deepFrom =
        initialPanel === 'recuperar'
          ? createActor(runner.machine, { input: deepInput }).getSnapshot()
          : filledStart(deepInput);
      const startPanel = accessPanelOf(deepFrom);
      // within the starting panel (and one step out of it): the rest is as from the default start
      const deepPaths = shortestPaths(accessMachine, {
        events,
        serializeState,
        input: deepInput,
        fromState: deepFrom,
        ignoreEvent,
        stopWhen: (snapshot) => accessPanelOf(snapshot) !== startPanel,
      });
      expect(deepPaths[0]?.state.value).toEqual(deepFrom.value);
      const replayFrom = initialPanel === 'recuperar' ? {} : { fromState: deepFrom };
      for (const path of deepPaths) await runner.replay(path, { input: deepInput, ...replayFrom });
    },
  );
});

/** A real actor with stub actors (the recovery machine's too), short delays and a fake clock. */
function start(input: AccessInput = {}, { realDelays = false } = {}) {
  const stubs = createStubActors([
    ...Object.keys(accessMachine.implementations.actors).filter((name) => name !== 'recovery'),
    ...Object.keys(recoveryMachine.implementations.actors),
  ]);
  const actors = { ...stubs.actors, recovery: recoveryMachine.provide({ actors: stubs.actors }) };
  const machine = accessMachine.provide(realDelays ? { actors } : { actors, delays });
  const actor = createActor(machine, { input });
  actor.start();
  const send = (event: AccessEvent) => actor.send(event);
  const type = (
    field: 'email' | 'birthDate' | 'password' | 'confirmPassword' | 'nome' | 'matricula' | 'code',
    value: string,
  ) => send({ type: 'FIELD.CHANGE', field, value });
  const settle = async () => {
    await flush();
    await vi.advanceTimersByTimeAsync(realDelays ? 200 : delays.panelSwitch);
  };
  /** The invoked recovery machine, while the recovery panel shows. */
  const recovery = () => {
    const child = actor.getSnapshot().children.recovery;
    if (!child) throw new Error('The recovery panel is not showing');
    return child;
  };
  return {
    actor,
    stubs,
    send,
    type,
    settle,
    recovery,
    context: () => actor.getSnapshot().context,
  };
}

/** Logged in as ana (the code requested and sent): on the code panel. */
async function startOnCodePanel() {
  const t = start();
  t.type('email', 'ana@example.com');
  t.type('password', 'Senha@123');
  t.send({ type: 'SUBMIT' });
  t.stubs.resolve('requestCode');
  await t.settle();
  return t;
}

async function toCodeFromFirstAccess(t: ReturnType<typeof start>) {
  t.type('email', 'ana@example.com');
  t.type('birthDate', '01/02/1990');
  t.send({ type: 'SUBMIT' });
  expect(t.stubs.calls.lookUpParticipant).toEqual([
    { email: 'ana@example.com', dataDeNascimento: '1990-02-01' },
  ]);
  t.stubs.resolve('lookUpParticipant', notRegistered);
  await flush();
  expect(t.stubs.calls.requestCode).toEqual([{ email: 'ana@example.com', purpose: 'firstAccess' }]);
  t.stubs.resolve('requestCode');
  await flush();
  expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
  expect(t.context().request).toEqual({ status: 'success', messages: [SUCCESS_TEXT.requestCode] });
  await t.settle();
  expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });
  expect(codeEmailOf(t.context())).toBe('ana@example.com');
}

async function fillRegistration(t: ReturnType<typeof start>) {
  t.type('code', '123456');
  t.send({ type: 'SUBMIT' });
  t.stubs.resolve('lookUpParticipant', notRegistered);
  await t.settle();
  expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
  expect(t.context().registration).toMatchObject({ nome: 'Ana Souza', matricula: '12345' });
  t.type('nome', 'Ana S. Souza');
  t.type('password', 'Senha@123');
  t.type('confirmPassword', 'Senha@123');
  t.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo });
  t.send({ type: 'FIELD.CHANGE', field: 'consent', value: true });
}

describe('accessMachine scenarios of the spec', () => {
  it('starts at the deep-linked panel, login by default, and invokes nothing on start', () => {
    const cases: Array<[AccessInput, string]> = [
      [{}, 'login'],
      [{ initialPanel: 'primeiro-acesso' }, 'firstAccess'],
      [{ initialPanel: 'login' }, 'login'],
      [{ initialPanel: 'recuperar' }, 'recovery'],
      [{ initialPanel: 'sucesso' }, 'success'],
    ];
    for (const [input, panel] of cases) {
      const t = start(input);
      expect(accessPanelOf(t.actor.getSnapshot())).toBe(panel);
      for (const calls of Object.values(t.stubs.calls)) expect(calls).toEqual([]);
    }
  });

  it('first access, registered: goes to login with the e-mail filled in', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    t.type('email', 'ana@example.com');
    t.type('birthDate', '01/02/1990');
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', registered);
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ firstAccess: 'switchingToLogin' });
    await vi.advanceTimersByTimeAsync(delays.panelSwitch);
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login.email).toBe('ana@example.com');
    expect(t.stubs.calls.requestCode).toEqual([]);
  });

  it('first access: code, registration with upload progress, success, login after the delay', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'uploading' });
    const [upload] = t.stubs.calls.uploadPhoto as Array<{
      file: File;
      email: string;
      onProgress: (n: number) => void;
    }>;
    expect(upload).toMatchObject({ file: photo, email: 'ana@example.com' });
    expect(t.context().upload).toEqual({ state: 'preparing' });
    upload?.onProgress(0);
    expect(t.context().upload).toEqual({ state: 'sending', percent: 0 });
    upload?.onProgress(42.4);
    expect(t.context().upload).toEqual({ state: 'sending', percent: 42 });
    t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
    await flush();
    // The upload is over: its status goes.
    expect(t.context().upload).toBeNull();
    expect(t.stubs.calls.register).toEqual([
      {
        email: 'ana@example.com',
        nome: 'Ana S. Souza',
        matricula: '12345',
        imagemUploadedUrl: 'https://s3/foto.jpg',
        password: 'Senha@123',
        confirmPassword: 'Senha@123',
        twoFactorAuthenticationCode: '123456',
      },
    ]);
    t.stubs.resolve('register');
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'done' });
    expect(t.context().request.messages).toEqual([SUCCESS_TEXT.register]);
  });

  it('registration success: login panel after 5 s (fake clock, the real delays)', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' }, { realDelays: true });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
    await flush();
    t.stubs.resolve('register');
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'done' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'done' });
    await vi.advanceTimersByTimeAsync(1);
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'switchingToLogin' });
    await vi.advanceTimersByTimeAsync(199);
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'switchingToLogin' });
    await vi.advanceTimersByTimeAsync(1);
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login.email).toBe('ana@example.com');
    expect(t.context().request.messages).toEqual([SUCCESS_TEXT.register]);
  });

  it('a failed or stalled upload: its reason beside the photo, the form kept; Tentar novamente uploads again', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    const typed = t.context().registration;
    t.send({ type: 'SUBMIT' });
    t.stubs.reject(
      'uploadPhoto',
      fails('Não foi possível enviar a sua foto. Verifique sua conexão.'),
    );
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(t.context().upload).toEqual({
      state: 'failed',
      messages: ['Não foi possível enviar a sua foto. Verifique sua conexão.'],
    });
    // Shown beside the photo only, not again in the form's status box.
    expect(t.context().request.status).toBe('idle');
    expect(t.context().registration).toEqual(typed);

    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'uploading' });
    expect(t.context().upload).toEqual({ state: 'preparing' });
    expect(t.stubs.calls.uploadPhoto).toHaveLength(2);
    expect(t.stubs.calls.uploadPhoto?.[1]).toMatchObject({ file: photo });
    t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'registering' });
    expect(t.context().upload).toBeNull();
  });

  it('a photo refused once prepared (over 15 MB): its reason beside the picker, no Tentar novamente, another photo goes', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    const { photo: _sent, ...typed } = t.context().registration;
    t.send({ type: 'SUBMIT' });
    t.stubs.reject('uploadPhoto', fails(PHOTO_TOO_LARGE));
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    // No failed upload (whose status offers Tentar novamente): the refusal is the photo's error.
    expect(t.context().upload).toBeNull();
    expect(t.context().fieldErrors).toEqual({ photo: PHOTO_TOO_LARGE });
    expect(t.context().request.status).toBe('idle');
    // The photo is let go, the rest kept: Cadastrar cannot send the same photo again.
    expect(t.context().registration).toEqual({ ...typed, photo: null });
    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(t.stubs.calls.uploadPhoto).toHaveLength(1);

    const another = new File(['outra'], 'outra.jpg', { type: 'image/jpeg' });
    t.send({ type: 'FIELD.CHANGE', field: 'photo', value: another });
    expect(t.context().fieldErrors.photo).toBeUndefined();
    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'uploading' });
    expect(t.stubs.calls.uploadPhoto?.[1]).toMatchObject({ file: another });
  });

  it('Cancelar while uploading: back to the form as typed, the upload aborted, nothing shown', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    const typed = t.context().registration;
    t.send({ type: 'SUBMIT' });
    const child = t.actor.getSnapshot().children.uploadPhoto;
    expect(child).toBeDefined();
    t.send({ type: 'UPLOAD.CANCEL' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(child?.getSnapshot().status).toBe('stopped');
    expect(t.context().upload).toBeNull();
    expect(t.context().request.status).toBe('idle');
    expect(t.context().registration).toEqual(typed);
    expect(t.actor.getSnapshot().can({ type: 'UPLOAD.CANCEL' })).toBe(false);
  });

  it('wrong code: Inserir novamente back to the code panel, the form kept, no second upload', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    await fillRegistration(t);
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('uploadPhoto', { imagemUploadedUrl: 'https://s3/foto.jpg' });
    await flush();
    t.stubs.reject('register', { messages: [INVALID_CODE_MESSAGE] });
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'wrongCode' });
    expect(t.context().request).toEqual({ status: 'error', messages: [INVALID_CODE_MESSAGE] });
    expect(t.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);

    const typed = t.context().registration;
    t.send({ type: 'REENTER_CODE' });
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });
    expect(t.context().code).toBe('');

    t.type('code', '654321');
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', notRegistered);
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(t.context().registration).toEqual(typed);
    expect(t.context().imagemUploadedUrl).toBe('https://s3/foto.jpg');

    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'registering' });
    expect(t.stubs.calls.uploadPhoto).toHaveLength(1);
    expect(t.stubs.calls.register?.[1]).toMatchObject({
      nome: 'Ana S. Souza',
      twoFactorAuthenticationCode: '654321',
      imagemUploadedUrl: 'https://s3/foto.jpg',
    });
  });

  it('registered meanwhile: the second look-up says registered, so login', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.lookUpParticipant).toHaveLength(2);
    t.stubs.resolve('lookUpParticipant', registered);
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login.email).toBe('ana@example.com');
  });

  it('registration: photo and consent required, with their messages; nothing is sent', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(t);
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    t.stubs.resolve('lookUpParticipant', notRegistered);
    await t.settle();
    t.type('password', 'Senha@123');
    t.type('confirmPassword', 'Senha@123');
    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ registration: 'editing' });
    expect(t.context().fieldErrors).toEqual({
      photo: 'Por favor, selecione a sua foto para criação do avatar.',
      consent: fieldMessages.consentRequired,
    });
    t.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo });
    expect(t.context().fieldErrors).toEqual({ consent: fieldMessages.consentRequired });
    expect(t.stubs.calls.uploadPhoto).toEqual([]);
  });

  it('login: code, resend, authenticate; tokens in output and emitted', async () => {
    const t = start();
    const emitted: unknown[] = [];
    t.actor.on('authenticated', (event) => emitted.push(event));
    t.type('email', 'ana@example.com');
    t.type('password', 'Senha@123');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.requestCode).toEqual([{ email: 'ana@example.com', purpose: 'login' }]);
    t.stubs.resolve('requestCode');
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });

    t.send({ type: 'RESEND_CODE' });
    expect(t.context().request.status).toBe('pending');
    t.stubs.resolve('requestCode');
    await flush();
    expect(t.stubs.calls.requestCode).toHaveLength(2);
    expect(t.context().request).toEqual({
      status: 'success',
      messages: [SUCCESS_TEXT.requestCode],
    });

    t.type('code', '12a3456');
    expect(t.context().code).toBe('123456');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.authenticate).toEqual([
      { email: 'ana@example.com', password: 'Senha@123', twoFactorAuthenticationCode: '123456' },
    ]);
    t.stubs.resolve('authenticate', tokens);
    await flush();
    const snapshot = t.actor.getSnapshot();
    expect(snapshot.value).toBe('authenticated');
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(tokens);
    expect(emitted).toEqual([{ type: 'authenticated', tokens }]);
  });

  it('a code typed while a new one is on its way is kept, and Confirmar sends it', async () => {
    const t = await startOnCodePanel();

    t.send({ type: 'RESEND_CODE' });
    t.type('code', '123456');
    t.stubs.resolve('requestCode');
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });
    expect(t.context().code).toBe('123456');
    t.send({ type: 'SUBMIT' });
    expect(t.stubs.calls.authenticate).toEqual([
      { email: 'ana@example.com', password: 'Senha@123', twoFactorAuthenticationCode: '123456' },
    ]);
  });

  it('the fields are locked while a request with their values runs and as the panel switches after it, open while a new code is on its way', async () => {
    const t = start();
    const locked = (view: typeof loginViewOf | typeof codeViewOf) =>
      view(t.actor.getSnapshot()).locked;
    // A link's switch sends nothing: the form keeps its look.
    t.send({ type: 'GO_TO_FIRST_ACCESS' });
    expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
    expect(locked(loginViewOf)).toBe(false);
    await vi.advanceTimersByTimeAsync(delays.panelSwitch);
    t.send({ type: 'GO_TO_LOGIN' });
    await vi.advanceTimersByTimeAsync(delays.panelSwitch);
    expect(accessPanelOf(t.actor.getSnapshot())).toBe('login');

    t.type('email', 'ana@example.com');
    t.type('password', 'Senha@123');
    expect(locked(loginViewOf)).toBe(false);
    t.send({ type: 'SUBMIT' });
    expect(locked(loginViewOf)).toBe(true);
    t.stubs.resolve('requestCode');
    await flush();
    expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
    expect(locked(loginViewOf)).toBe(true);
    await vi.advanceTimersByTimeAsync(delays.panelSwitch);
    expect(locked(codeViewOf)).toBe(false);

    t.send({ type: 'RESEND_CODE' });
    expect(locked(codeViewOf)).toBe(false);
    t.stubs.resolve('requestCode');
    await flush();
    t.type('code', '123456');
    t.send({ type: 'SUBMIT' });
    expect(t.actor.getSnapshot().value).toEqual({ code: 'authenticating' });
    expect(locked(codeViewOf)).toBe(true);
  });

  it('recovery: invoked with the login e-mail; a new password brings login with its e-mail', async () => {
    const t = start();
    t.type('email', 'ana@example.com');
    t.send({ type: 'GO_TO_RECOVERY' });
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ recovery: 'active' });
    expect(t.recovery().getSnapshot().context.form.email).toBe('ana@example.com');

    t.recovery().send({ type: 'FIELD.CHANGE', field: 'email', value: 'bia@example.com' });
    t.recovery().send({ type: 'SUBMIT' });
    t.stubs.resolve('forgotPassword');
    await flush();
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
    t.recovery().send({ type: 'SUBMIT' });
    t.stubs.resolve('validateToken');
    await flush();
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'password', value: 'Nova@123' });
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'confirmPassword', value: 'Nova@123' });
    t.recovery().send({ type: 'SUBMIT' });
    t.stubs.resolve('updatePassword');
    await flush();
    expect(t.recovery().getSnapshot().value).toBe('done');

    t.recovery().send({ type: 'GO_TO_LOGIN' });
    await flush();
    // The recovery panel stays (and its machine with it) through the switch.
    expect(t.actor.getSnapshot().value).toEqual({ recovery: 'switchingToLogin' });
    expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
    expect(t.recovery().getSnapshot().status).toBe('done');
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login).toEqual({ email: 'bia@example.com', password: '' });
    expect(t.context().request.status).toBe('idle');
  });

  it('recovery, Voltar para o login: login as it was; the recovery e-mail is offered again', async () => {
    const t = start({ initialPanel: 'recuperar' });
    t.recovery().send({ type: 'FIELD.CHANGE', field: 'email', value: 'bia@example.com' });
    t.recovery().send({ type: 'GO_TO_LOGIN' });
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login.email).toBe('');
    t.send({ type: 'GO_TO_RECOVERY' });
    await t.settle();
    expect(t.recovery().getSnapshot().context.form.email).toBe('bia@example.com');
    expect(t.stubs.calls.forgotPassword).toEqual([]);
  });

  it('errors become lines; anything else is the generic text', async () => {
    const t = start();
    t.type('email', 'ana@example.com');
    t.type('password', 'Senha@123');
    t.send({ type: 'SUBMIT' });
    t.stubs.reject('requestCode', { messages: ['Usuário bloqueado.', 'Procure o suporte.'] });
    await flush();
    expect(t.context().request).toEqual({
      status: 'error',
      messages: ['Usuário bloqueado.', 'Procure o suporte.'],
    });
    t.send({ type: 'SUBMIT' });
    t.stubs.reject('requestCode', { status: 400, data: [{ message: 'E-mail inválido.' }] });
    await flush();
    expect(t.context().request.messages).toEqual(['E-mail inválido.']);
    t.send({ type: 'SUBMIT' });
    t.stubs.reject('requestCode', new TypeError('Failed to fetch'));
    await flush();
    expect(t.context().request.messages).toEqual([GENERIC_ERROR]);
  });

  it('a failed request keeps the typed values; a double submit sends once', async () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    t.type('email', 'ana@example.com');
    t.type('birthDate', '01/02/1990');
    t.send({ type: 'SUBMIT' });
    t.send({ type: 'SUBMIT' });
    t.type('email', 'other@example.com');
    expect(t.stubs.calls.lookUpParticipant).toHaveLength(1);
    expect(t.actor.getSnapshot().hasTag('pending')).toBe(true);
    t.stubs.reject('lookUpParticipant', fails('Participante não encontrado.'));
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ firstAccess: 'editing' });
    expect(t.context().firstAccess).toEqual({ email: 'ana@example.com', birthDate: '01/02/1990' });
    expect(t.context().request.messages).toEqual(['Participante não encontrado.']);
  });

  it('first access: invalid e-mail and date are field errors, nothing is sent', () => {
    const t = start({ initialPanel: 'primeiro-acesso' });
    t.type('email', 'ana@');
    t.type('birthDate', '31/02/1990');
    t.send({ type: 'SUBMIT' });
    expect(t.context().fieldErrors).toEqual({
      email: fieldMessages.emailInvalid,
      birthDate: fieldMessages.birthDateInvalid,
    });
    expect(t.stubs.calls.lookUpParticipant).toEqual([]);
  });

  it('links switch panels after the panel delay', async () => {
    const t = start();
    t.type('email', 'ana@example.com');
    t.send({ type: 'GO_TO_RECOVERY' });
    expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ recovery: 'active' });
    expect(t.recovery().getSnapshot().context.form.email).toBe('ana@example.com');
    t.recovery().send({ type: 'GO_TO_LOGIN' });
    await t.settle();
    t.send({ type: 'GO_TO_FIRST_ACCESS' });
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ firstAccess: 'editing' });
  });

  it('code panel, Voltar para o login: login with the e-mail the code went to', async () => {
    const t = await startOnCodePanel();
    expect(t.actor.getSnapshot().value).toEqual({ code: 'editing' });
    t.type('code', '12');
    t.send({ type: 'GO_TO_LOGIN' });
    expect(t.actor.getSnapshot().hasTag('switching')).toBe(true);
    await t.settle();
    expect(t.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(t.context().login).toEqual({ email: 'ana@example.com', password: '' });
    expect(t.context().request.status).toBe('idle');
    expect(t.context().code).toBe('');
    expect(t.stubs.calls.authenticate).toEqual([]);

    const f = start({ initialPanel: 'primeiro-acesso' });
    await toCodeFromFirstAccess(f);
    f.send({ type: 'GO_TO_LOGIN' });
    await f.settle();
    expect(f.actor.getSnapshot().value).toEqual({ login: 'editing' });
    expect(f.context().login.email).toBe('ana@example.com');
  });

  it('without provided actors, a request fails with the generic text', async () => {
    vi.useRealTimers();
    const actor = createActor(accessMachine, { input: {} }).start();
    actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'ana@example.com' });
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'x' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().context.request).toEqual({
      status: 'error',
      messages: [GENERIC_ERROR],
    });
  });
});
