import {
  CodePanel,
  FirstAccessPanel,
  LoginPanel,
  RegistrationPanel,
  type HeadingLevel,
  type RenderLink,
} from '@jornada/ui';
import { uprightTransform } from '@jornada/api/photo-orientation';
import { photoRefusal } from '@jornada/api/photo-type';
import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { AccessMachine } from '../../machines/accessMachine';
import {
  codeViewOf,
  firstAccessViewOf,
  loginViewOf,
  registrationViewOf,
} from '../../machines/accessSelectors';
import type { AccessFieldChange } from '../../machines/accessTypes';

export type AccessActorRef = ActorRefFrom<AccessMachine>;

/**
 * Every event the panels send, made once per actor (and per draft flush): the panels' callbacks
 * are the same on every render, so their memoized fields and links are skipped when they did not
 * change.
 */
export function accessCommands(actorRef: AccessActorRef, flushDrafts: () => void) {
  const { send } = actorRef;
  return {
    // The panels' field types are the machine's; TypeScript cannot pair a generic key with its value.
    changeField: (field: string, value: unknown) =>
      send({ type: 'FIELD.CHANGE', field, value } as AccessFieldChange),
    /** What was typed is written first: a reload while the request runs still finds it. */
    submit: () => {
      flushDrafts();
      send({ type: 'SUBMIT' });
    },
    goToLogin: () => send({ type: 'GO_TO_LOGIN' }),
    goToRecovery: () => send({ type: 'GO_TO_RECOVERY' }),
    goToFirstAccess: () => send({ type: 'GO_TO_FIRST_ACCESS' }),
    resendCode: () => send({ type: 'RESEND_CODE' }),
    reenterCode: () => send({ type: 'REENTER_CODE' }),
    cancelUpload: () => send({ type: 'UPLOAD.CANCEL' }),
    discardDraft: () => send({ type: 'DRAFT.DISCARD' }),
  };
}
export type AccessCommands = ReturnType<typeof accessCommands>;

interface BoundPanelProps {
  actorRef: AccessActorRef;
  commands: AccessCommands;
  headingLevel: HeadingLevel | undefined;
}

export function BoundFirstAccessPanel({ actorRef, commands, headingLevel }: BoundPanelProps) {
  const view = useSelector(actorRef, firstAccessViewOf, shallowEqual);
  return (
    <FirstAccessPanel
      status={view.status}
      locked={view.locked}
      messages={view.messages}
      headingLevel={headingLevel}
      values={view.values}
      onFieldChange={commands.changeField}
      onSubmit={commands.submit}
      onHaveAccount={commands.goToLogin}
      onDiscardDraft={view.draftRestored ? commands.discardDraft : undefined}
    />
  );
}

export function BoundLoginPanel({
  actorRef,
  commands,
  headingLevel,
  onPrivacyPolicy,
  contactHref,
  renderLink,
}: BoundPanelProps & {
  onPrivacyPolicy: () => void;
  contactHref: string;
  renderLink: RenderLink | undefined;
}) {
  const view = useSelector(actorRef, loginViewOf, shallowEqual);
  return (
    <LoginPanel
      status={view.status}
      locked={view.locked}
      messages={view.messages}
      headingLevel={headingLevel}
      values={view.values}
      onFieldChange={commands.changeField}
      onSubmit={commands.submit}
      onForgotPassword={commands.goToRecovery}
      onRegister={commands.goToFirstAccess}
      onPrivacyPolicy={onPrivacyPolicy}
      contactHref={contactHref}
      renderLink={renderLink}
    />
  );
}

export function BoundCodePanel({ actorRef, commands, headingLevel }: BoundPanelProps) {
  const view = useSelector(actorRef, codeViewOf, shallowEqual);
  const values = useMemo(() => ({ code: view.code }), [view.code]);
  return (
    <CodePanel
      status={view.status}
      locked={view.locked}
      messages={view.messages}
      headingLevel={headingLevel}
      email={view.email}
      values={values}
      onFieldChange={commands.changeField}
      onSubmit={commands.submit}
      onResend={commands.resendCode}
      onBackToLogin={commands.goToLogin}
    />
  );
}

export function BoundRegistrationPanel({ actorRef, commands, headingLevel }: BoundPanelProps) {
  const view = useSelector(actorRef, registrationViewOf, shallowEqual);
  const fieldErrors = useMemo(() => ({ photo: view.photoError }), [view.photoError]);
  return (
    <RegistrationPanel
      status={view.status}
      locked={view.locked}
      messages={view.messages}
      headingLevel={headingLevel}
      email={view.email}
      values={view.values}
      onFieldChange={commands.changeField}
      onSubmit={commands.submit}
      wrongCode={view.wrongCode}
      onRetryCode={commands.reenterCode}
      checkPhoto={photoRefusal}
      photoUprightTransform={uprightTransform}
      upload={view.upload}
      onCancelUpload={commands.cancelUpload}
      onRetryUpload={commands.submit}
      onBackToLogin={commands.goToLogin}
      canSubmit={view.canSubmit}
      onDiscardDraft={view.draftRestored ? commands.discardDraft : undefined}
      fieldErrors={fieldErrors}
    />
  );
}
