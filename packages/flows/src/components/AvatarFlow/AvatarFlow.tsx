import { AvatarPicker } from '@jornada/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
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

/** What the picker shows (`shallowEqual`: a snapshot that changed none of it renders nothing). */
function avatarViewOf(snapshot: SnapshotFrom<AvatarMachine>) {
  const { participant, saving, request } = snapshot.context;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : request.status;
  return {
    avatarUrl: participant.avatarUrl,
    option1: participant.avatarOpcao01Url,
    option2: participant.avatarOpcao02Url,
    option3: participant.avatarOpcao03Url,
    saving,
    status,
    messages: request.messages,
  };
}

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
  const view = useSelector(actorRef, avatarViewOf, shallowEqual);

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

  const { option1, option2, option3 } = view;
  const options = useMemo(() => [option1, option2, option3], [option1, option2, option3]);
  const select = useCallback((url: string) => actorRef.send({ type: 'SELECT', url }), [actorRef]);

  return (
    <AvatarPicker
      avatarUrl={view.avatarUrl}
      options={options}
      onSelect={select}
      pendingUrl={view.saving}
      status={view.status}
      messages={view.messages}
      {...(imageSize ? { imageSize } : {})}
      {...(toDisplayUrl ? { toDisplayUrl } : {})}
    />
  );
}
