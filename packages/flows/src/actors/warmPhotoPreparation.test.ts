import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accessMachine } from '../machines/accessMachine';
import { accessActors, type AccessClient } from './accessActors';
import { fakeAccessClient } from './testing/fakeAccessClient';

const delays = { panelSwitch: 0, afterRegistration: 0 };

const fakeClient = (withWarm: boolean) =>
  fakeAccessClient(withWarm ? { warmPhotoPreparation: vi.fn() } : {});

/** A first access up to the registration form. */
async function atRegistration(client: AccessClient) {
  const actor = createActor(accessMachine.provide({ actors: accessActors(client), delays }), {
    input: { initialPanel: 'primeiro-acesso' },
  }).start();
  actor.send({ type: 'FIELD.CHANGE', field: 'email', value: 'nova@jornada.demo' });
  actor.send({ type: 'FIELD.CHANGE', field: 'birthDate', value: '15031992' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (s) => s.matches({ code: 'editing' }));
  actor.send({ type: 'FIELD.CHANGE', field: 'code', value: '123456' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (s) => s.matches({ registration: 'editing' }));
  return actor;
}

const photo = () => new File(['x'], 'eu.jpg', { type: 'image/jpeg' });

describe('the photo’s preparation, readied when a photo is chosen', () => {
  it('is readied by the client as each photo is chosen, before Cadastrar', async () => {
    const client = fakeClient(true);
    const actor = await atRegistration(client);
    actor.send({ type: 'FIELD.CHANGE', field: 'password', value: 'Senha@2025' });
    expect(client.warmPhotoPreparation).not.toHaveBeenCalled();
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo() });
    expect(client.warmPhotoPreparation).toHaveBeenCalledTimes(1);
    expect(client.uploadPhoto).not.toHaveBeenCalled();
    // A photo let go readies nothing; another photo, again.
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: null });
    expect(client.warmPhotoPreparation).toHaveBeenCalledTimes(1);
    const chosen = photo();
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: chosen });
    expect(client.warmPhotoPreparation).toHaveBeenCalledTimes(2);
    // Cadastrar sends the photo as before.
    actor.send({ type: 'FIELD.CHANGE', field: 'confirmPassword', value: 'Senha@2025' });
    actor.send({ type: 'FIELD.CHANGE', field: 'consent', value: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ registration: 'done' }));
    expect(client.uploadPhoto).toHaveBeenCalledTimes(1);
    expect(client.uploadPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ file: chosen }),
      expect.anything(),
    );
    expect(client.warmPhotoPreparation).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('goes on as before when the client fails to ready it (its code did not load)', async () => {
    const client = fakeClient(false);
    // A client that forwards every call to code loaded on demand, which failed to load.
    client.warmPhotoPreparation = vi.fn(() => Promise.reject(new Error('chunk'))) as () => void;
    const actor = await atRegistration(client);
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.warmPhotoPreparation).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ registration: 'editing' })).toBe(true);
    actor.stop();
  });

  it('goes on as before with a client that readies nothing', async () => {
    const client = fakeClient(false);
    const actor = await atRegistration(client);
    actor.send({ type: 'FIELD.CHANGE', field: 'photo', value: photo() });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ registration: 'editing' })).toBe(true);
    actor.stop();
  });
});
