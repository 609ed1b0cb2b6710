import type { DraftSlot } from '@jornada/api';
import { RecoveryPanel, type HeadingLevel, type RecoveryStep } from '@jornada/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RecoveryField, RecoveryMachine } from '../../machines/recoveryMachine';
import type { RequestStatus } from '../../machines/shared/request';
import { keepDraft } from './keepDraft';

/** The step of RecoveryPanel for a snapshot of the recovery machine (4 once the password changed). */
function recoveryStepOf(snapshot: SnapshotFrom<RecoveryMachine>): RecoveryStep {
  if (snapshot.matches('email')) return 1;
  if (snapshot.matches('code')) return 2;
  if (snapshot.matches('password')) return 3;
  return 4;
}

/** What the panel shows (`shallowEqual`: a snapshot that changed none of it renders nothing). */
function recoveryViewOf(snapshot: SnapshotFrom<RecoveryMachine>) {
  const { form, request, draftRestored } = snapshot.context;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : request.status;
  return {
    step: recoveryStepOf(snapshot),
    values: form,
    status,
    messages: request.messages,
    draftRestored,
  };
}

export interface RecoveryFlowProps {
  /** The access machine's invoked `recovery` child. */
  actorRef: ActorRefFrom<RecoveryMachine>;
  /**
   * Where the first step's e-mail is kept as typed; its restored text came in the machine's input.
   * A slot that writes a moment later is flushed on a submit and when the panel goes.
   */
  draft?: DraftSlot<{ email: string }> | undefined;
  headingLevel?: HeadingLevel | undefined;
}

/** RecoveryPanel bound to the recovery machine the access machine invoked. */
export function RecoveryFlow({ actorRef, draft, headingLevel }: RecoveryFlowProps) {
  const view = useSelector(actorRef, recoveryViewOf, shallowEqual);
  useEffect(() => {
    const subscription = actorRef.on('draft', (event) => keepDraft(draft, event.values));
    return () => subscription.unsubscribe();
  }, [actorRef, draft]);
  useEffect(() => () => draft?.flush?.(), [draft]);
  // Made once per actor: the panel's fields and links are not rendered again for new callbacks.
  const commands = useMemo(() => {
    const { send } = actorRef;
    const goToLogin = () => send({ type: 'GO_TO_LOGIN' });
    return {
      changeField: (field: RecoveryField, value: string) =>
        send({ type: 'FIELD.CHANGE', field, value }),
      submit: () => {
        draft?.flush?.();
        send({ type: 'SUBMIT' });
      },
      goToLogin,
      discardDraft: () => send({ type: 'DRAFT.DISCARD' }),
    };
  }, [actorRef, draft]);
  return (
    <RecoveryPanel
      status={view.status}
      messages={view.messages}
      headingLevel={headingLevel}
      step={view.step}
      values={view.values}
      onFieldChange={commands.changeField}
      onRequestCode={commands.submit}
      onValidateCode={commands.submit}
      onChangePassword={commands.submit}
      onGoToLogin={commands.goToLogin}
      onBackToLogin={commands.goToLogin}
      onDiscardDraft={view.draftRestored ? commands.discardDraft : undefined}
    />
  );
}
