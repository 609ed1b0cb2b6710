import type { DraftSlot } from '@jornada/api';
import { RecoveryPanel, type HeadingLevel, type RecoveryStep } from '@jornada/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RecoveryMachine } from '../../machines/recoveryMachine';
import type { RequestStatus } from '../../machines/shared/request';
import { keepDraft } from './keepDraft';

/** The step of RecoveryPanel for a snapshot of the recovery machine (4 once the password changed). */
function recoveryStepOf(snapshot: SnapshotFrom<RecoveryMachine>): RecoveryStep {
  if (snapshot.matches('email')) return 1;
  if (snapshot.matches('code')) return 2;
  if (snapshot.matches('password')) return 3;
  return 4;
}

export interface RecoveryFlowProps {
  /** The access machine's invoked `recovery` child. */
  actorRef: ActorRefFrom<RecoveryMachine>;
  /** Where the first step's e-mail is kept as typed; its restored text came in the machine's input. */
  draft?: DraftSlot<{ email: string }> | undefined;
  headingLevel?: HeadingLevel | undefined;
}

/** RecoveryPanel bound to the recovery machine the access machine invoked. */
export function RecoveryFlow({ actorRef, draft, headingLevel }: RecoveryFlowProps) {
  const snapshot = useSelector(actorRef, (s) => s);
  useEffect(() => {
    const subscription = actorRef.on('draft', (event) => keepDraft(draft, event.values));
    return () => subscription.unsubscribe();
  }, [actorRef, draft]);
  const { form, request } = snapshot.context;
  const status: RequestStatus = snapshot.hasTag('pending') ? 'pending' : request.status;
  const submit = () => actorRef.send({ type: 'SUBMIT' });
  const goToLogin = () => actorRef.send({ type: 'GO_TO_LOGIN' });
  return (
    <RecoveryPanel
      status={status}
      messages={request.messages}
      headingLevel={headingLevel}
      step={recoveryStepOf(snapshot)}
      values={form}
      onFieldChange={(field, value) => actorRef.send({ type: 'FIELD.CHANGE', field, value })}
      onRequestCode={submit}
      onValidateCode={submit}
      onChangePassword={submit}
      onGoToLogin={goToLogin}
      onBackToLogin={goToLogin}
      onDiscardDraft={
        snapshot.context.draftRestored ? () => actorRef.send({ type: 'DRAFT.DISCARD' }) : undefined
      }
    />
  );
}
