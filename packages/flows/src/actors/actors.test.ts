import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accessMachine } from '../machines/accessMachine';
import { avatarMachine, type AvatarParticipant } from '../machines/avatarMachine';
import { contactMachine } from '../machines/contactMachine';
import { accessActors } from './accessActors';
import { avatarActors } from './avatarActors';
import { contactActors } from './contactActors';
import { FAKE_TOKENS, fakeAccessClient } from './testing/fakeAccessClient';

const delays = { panelSwitch: 0, afterRegistration: 0 };

const type = (field: 'email' | 'password' | 'code' | 'birthDate', value: string) =>
  ({ type: 'FIELD.CHANGE', field, value }) as const;

describe('accessActors', () => {
  it('login: the code request drops the purpose; authenticate gets the signal', async () => {
    const client = fakeAccessClient();
    const actor = createActor(accessMachine.provide({ actors: accessActors(client), delays }), {
      input: {},
    }).start();
    actor.send(type('email', 'ana@jornada.demo'));
    actor.send(type('password', 'Jornada@2025'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ code: 'editing' }));
    expect(client.requestCode).toHaveBeenCalledWith(
      { email: 'ana@jornada.demo' },
      { signal: expect.any(AbortSignal) },
    );
    actor.send(type('code', '123456'));
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual(FAKE_TOKENS);
  });

  it('registration: the upload reports progress and its address reaches register', async () => {
    const client = fakeAccessClient();
    const actor = createActor(accessMachine.provide({ actors: accessActors(client), delays }), {
      input: { initialPanel: 'primeiro-acesso' },
    }).start();
    const progress: Array<number | null> = [];
    actor.subscribe((s) =>
      progress.push(s.context.upload?.state === 'sending' ? s.context.upload.percent : null),
    );
    actor.send(type('email', 'nova@jornada.demo'));
    actor.send(type('birthDate', '15031992'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ code: 'editing' }));
    expect(client.lookUpParticipant).toHaveBeenCalledWith(
      { email: 'nova@jornada.demo', dataDeNascimento: '1992-03-15' },
      expect.anything(),
    );
    actor.send(type('code', '123456'));
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ registration: 'editing' }));
    for (const [field, value] of [
      ['password', 'Senha@2025'],
      ['confirmPassword', 'Senha@2025'],
    ] as const)
      actor.send({ type: 'FIELD.CHANGE', field, value });
    actor.send({ type: 'FIELD.CHANGE', field: 'consent', value: true });
    const file = new File(['x'], 'eu.png', { type: 'image/png' });
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: file });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ registration: 'done' }));
    expect(progress).toContain(50);
    expect(client.register).toHaveBeenCalledWith(
      expect.objectContaining({
        imagemUploadedUrl: 'https://storage.example/uploads/eu.png',
        nome: 'Natália Oliveira Ramos',
        twoFactorAuthenticationCode: '123456',
      }),
      expect.anything(),
    );
  });

  it('a rejection with { messages } becomes the request lines', async () => {
    const client = fakeAccessClient({
      forgotPassword: vi.fn(() => Promise.reject({ messages: ['E-mail não encontrado.'] })),
    });
    const actor = createActor(accessMachine.provide({ actors: accessActors(client), delays }), {
      input: { initialPanel: 'recuperar' },
    }).start();
    // Recovery is the invoked recovery machine, provided with the same client.
    const recovery = actor.getSnapshot().children.recovery;
    if (!recovery) throw new Error('recovery not invoked');
    recovery.send({ type: 'FIELD.CHANGE', field: 'email', value: 'x@jornada.demo' });
    recovery.send({ type: 'SUBMIT' });
    const failed = await waitFor(recovery, (s) => s.context.request.status === 'error');
    expect(client.forgotPassword).toHaveBeenCalledTimes(1);
    expect(failed.context.request.messages).toEqual(['E-mail não encontrado.']);
  });
});

describe('avatarActors and contactActors', () => {
  const option = (n: number) => `https://storage.example/avatars/${n}.svg`;
  const participant: AvatarParticipant = {
    nome: 'Ana',
    matricula: '1',
    avatarUrl: option(1),
    avatarOpcao01Url: option(1),
    avatarOpcao02Url: option(2),
    avatarOpcao03Url: option(3),
  };

  it('saves the avatar, then reads the profile', async () => {
    const client = {
      updateProfile: vi.fn(async () => undefined),
      getProfile: vi.fn(async () => ({ ...participant, avatarUrl: option(2) })),
    };
    const actor = createActor(avatarMachine.provide({ actors: avatarActors(client) }), {
      input: { participant },
    }).start();
    actor.send({ type: 'SELECT', url: option(2) });
    const done = await waitFor(actor, (s) => s.matches({ chosen: 'idle' }) && !s.context.saving);
    expect(client.updateProfile).toHaveBeenCalledWith(
      { nome: 'Ana', matricula: '1', avatarUrl: option(2) },
      expect.anything(),
    );
    expect(done.context.participant.avatarUrl).toBe(option(2));
  });

  it('sends the contact message', async () => {
    const client = { sendContact: vi.fn(async () => undefined) };
    const actor = createActor(contactMachine.provide({ actors: contactActors(client) }), {
      input: {},
    }).start();
    const form = {
      nome: 'Ana',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: 'Oi',
    };
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'FIELD.CHANGE', field: field as keyof typeof form, value });
    actor.send({ type: 'SUBMIT' });
    const sent = await waitFor(actor, (s) => s.context.request.status === 'success');
    expect(client.sendContact).toHaveBeenCalledWith(form, expect.anything());
    expect(sent.context.form.nome).toBe('');
  });

  it('offline with an outbox: the message is queued without a request, then delivered', async () => {
    const client = { sendContact: vi.fn(async () => undefined) };
    const outbox = {
      queue: vi.fn(async () => 'msg-1'),
      waitForDelivery: vi.fn(async () => undefined),
      takeRefused: vi.fn(async () => null),
    };
    const offline = () => false;
    const actor = createActor(
      contactMachine.provide({ actors: contactActors(client, outbox, offline) }),
      { input: {} },
    ).start();
    const form = {
      nome: 'Ana',
      email: 'ana@jornada.demo',
      telefone: '11987654321',
      mensagem: 'Oi',
    };
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'FIELD.CHANGE', field: field as keyof typeof form, value });
    actor.send({ type: 'SUBMIT' });
    const sent = await waitFor(actor, (s) => s.context.request.status === 'success');
    expect(client.sendContact).not.toHaveBeenCalled();
    expect(outbox.queue).toHaveBeenCalledWith(form);
    expect(outbox.waitForDelivery).toHaveBeenCalledWith('msg-1', expect.anything());
    expect(sent.context.form.nome).toBe('');
  });
});
