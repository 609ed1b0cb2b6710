import { AvatarPicker } from '@jornada/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { avatarActors, type AvatarClient } from '../../actors/avatarActors';
import {
  avatarMachine,
  type AvatarMachine,
  type AvatarParticipant,
} from '../../machines/avatarMachine';
import type { RequestStatus } from '../../machines/shared/request';

export interface AvatarFlowProps {
  /** The participant as read (call 1): the machine's input, and `PARTICIPANT.CHANGED` on change. */
  participant: AvatarParticipant;
  /** `avatarMachine` provided with its actors; or give `client`. `logic` wins. */
  logic?: AvatarMachine | undefined;
  /** The api client: the flow builds `avatarMachine.provide({ actors: avatarActors(client) })`. */
  client?: AvatarClient | undefined;
  /** After a save, with the profile read again (e.g. to refresh the header's avatar). */
  onChanged?: ((participant: AvatarParticipant) => void) | undefined;
  /** Rendered size of each option, px. */
  imageSize?: number | undefined;
  /** Where the browser loads an option from (the portal strips the storage host); saves keep the API's address. */
  toDisplayUrl?: ((url: string) => string) | undefined;
}

const AVATAR_FIELDS = [
  'nome',
  'matricula',
  'avatarUrl',
  'avatarOpcao01Url',
  'avatarOpcao02Url',
  'avatarOpcao03Url',
] as const satisfies ReadonlyArray<keyof AvatarParticipant>;

const sameAvatarData = (a: AvatarParticipant, b: AvatarParticipant) =>
  AVATAR_FIELDS.every((field) => a[field] === b[field]);

/**
 * The profile's avatar section bound to `avatarMachine`: the status message and options from the
 * participant, `Selecionar` saves at once (`SELECT`), progress and errors from the snapshot.
 */
export function AvatarFlow({
  participant,
  logic,
  client,
  onChanged,
  imageSize,
  toDisplayUrl,
}: AvatarFlowProps) {
  const machine = useMemo(
    () =>
      logic ?? (client ? avatarMachine.provide({ actors: avatarActors(client) }) : avatarMachine),
    [logic, client],
  );
  const actorRef = useActorRef(machine, { input: { participant } });
  const snapshot = useSelector(actorRef, (s) => s);

  const changed = useEffectEvent((next: AvatarParticipant) => onChanged?.(next));
  useEffect(() => {
    const subscription = actorRef.on('changed', (event) => changed(event.participant));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  // The portal read the profile again elsewhere: tell the machine (ignored while saving).
  useEffect(() => {
    if (!sameAvatarData(actorRef.getSnapshot().context.participant, participant)) {
      actorRef.send({ type: 'PARTICIPANT.CHANGED', participant });
    }
  }, [actorRef, participant]);

  const { context } = snapshot;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : context.request.status;
  const { participant: current } = context;

  return (
    <AvatarPicker
      avatarUrl={current.avatarUrl}
      options={[current.avatarOpcao01Url, current.avatarOpcao02Url, current.avatarOpcao03Url]}
      onSelect={(url) => actorRef.send({ type: 'SELECT', url })}
      pendingUrl={context.saving}
      status={status}
      messages={context.request.messages}
      {...(imageSize ? { imageSize } : {})}
      {...(toDisplayUrl ? { toDisplayUrl } : {})}
    />
  );
}
