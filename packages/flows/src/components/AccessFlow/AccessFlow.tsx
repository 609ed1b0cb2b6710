import {
  CodePanel,
  FirstAccessPanel,
  LoginPanel,
  PanelSwitcher,
  RegistrationPanel,
  SuccessPanel,
  type HeadingLevel,
  type RenderLink,
} from '@jornada/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { accessActors, type AccessClient } from '../../actors/accessActors';
import type { DraftSlot, PendingAccessStore, TokenPair } from '@jornada/api';
import { uprightTransform } from '@jornada/api/photo-orientation';
import { photoRefusal } from '@jornada/api/photo-type';
import { accessMachine, type AccessMachine } from '../../machines/accessMachine';
import {
  accessPanelOf,
  codeEmailOf,
  pendingAccessOf,
  samePendingAccess,
} from '../../machines/accessSelectors';
import type {
  AccessDraftForm,
  AccessDraftValues,
  AccessFieldChange,
  AccessPanelParam,
} from '../../machines/accessTypes';
import { keepDraft } from './keepDraft';
import type { RequestStatus } from '../../machines/shared/request';
import { RecoveryFlow } from './RecoveryFlow';

export interface AccessFlowProps {
  /**
   * `accessMachine` provided with its actors (and, in tests and stories, short delays). Give
   * this or `client`; `logic` wins when both are given.
   */
  logic?: AccessMachine | undefined;
  /** The api client: the flow builds `accessMachine.provide({ actors: accessActors(client) })`. */
  client?: AccessClient | undefined;
  /** The deep link `?painel=`; the login panel without it. Read once, on mount. */
  initialPanel?: AccessPanelParam | undefined;
  /**
   * Where the flow keeps what a pending code needs (`pendingAccess` of `@jornada/api`, the tab's
   * sessionStorage): read once on mount to come back to the code or registration panel after a
   * reload, written as the flow moves, cleared when it ends or is left. Nothing is kept without it.
   */
  pendingAccess?: PendingAccessStore | undefined;
  /**
   * Where what is typed in first access, registration (nome, matrícula) and the recovery's e-mail
   * is kept between visits (`draftSlot` of `@jornada/api`): read once on mount and restored with
   * `Rascunho restaurado.`, saved as typed, forgotten when the form succeeds or on `Descartar`.
   */
  drafts?: AccessDraftSlots | undefined;
  /**
   * Called once after the login's `authenticate` succeeded. The api client has already stored the
   * tokens and `userData`: the portal only navigates to /home (and tells its session machine).
   */
  onAuthenticated: (tokens: TokenPair) => void;
  /** 'Política de Privacidade' (login panel): open the privacy dialog. */
  onOpenPrivacy: () => void;
  /** The router's link for the panels' links (a plain `<a>` by default). */
  renderLink?: RenderLink | undefined;
  /** 'Fale Conosco' (login panel). Default `/fale-conosco`. */
  contactHref?: string | undefined;
  /** 'Sim, cadastrar produto' (success panel). Default `/cadastrar-produto`. */
  productHref?: string | undefined;
  /** 'Ainda não' (success panel). Default `/`. */
  homeHref?: string | undefined;
  /** Level of the panels' titles (2 by default; 1 when the panel is the page's main heading). */
  headingLevel?: HeadingLevel | undefined;
}

export type AccessDraftSlots = {
  [F in AccessDraftForm]?: DraftSlot<AccessDraftValues[F]> | undefined;
};

type PanelKey = 'firstAccess' | 'login' | 'code' | 'registration' | 'recovery' | 'success';

/**
 * The access panel of /pre-login bound to `accessMachine`: one panel at a time (PanelSwitcher),
 * every keystroke a `FIELD.CHANGE`, every submit a `SUBMIT`; statuses, messages, upload progress
 * and the wrong-code `Inserir novamente` come from the machine's snapshot.
 *
 * Session items: the api client stores the tokens and `userData` on `authenticate`. The flow
 * mirrors `pendingAccessOf(snapshot)` into `pendingAccess` (`accessData`, `firstAccessData`,
 * `MFAToken`): kept while a code is pending, cleared on success, on leaving the code's panels, on
 * unmount (the participant left /pre-login) and when its 15 minutes are over.
 *
 * StrictMode: nothing is invoked on start (every request begins with an event), so the double
 * mount of development sends no e-mail.
 */
export function AccessFlow({
  logic,
  client,
  initialPanel,
  pendingAccess,
  drafts,
  onAuthenticated,
  onOpenPrivacy,
  renderLink,
  contactHref = '/fale-conosco',
  productHref = '/cadastrar-produto',
  homeHref = '/',
  headingLevel,
}: AccessFlowProps) {
  const machine = useMemo(
    () =>
      logic ?? (client ? accessMachine.provide({ actors: accessActors(client) }) : accessMachine),
    [logic, client],
  );
  const [restored] = useState(() => pendingAccess?.read() ?? undefined);
  const [restoredDrafts] = useState(() => ({
    firstAccess: drafts?.firstAccess?.read(),
    registration: drafts?.registration?.read(),
    recovery: drafts?.recovery?.read(),
  }));
  const actorRef = useActorRef(machine, {
    input: { initialPanel, restored, drafts: restoredDrafts },
  });
  const snapshot = useSelector(actorRef, (s) => s);
  const pendingCode = useSelector(actorRef, pendingAccessOf, samePendingAccess);

  useEffect(() => {
    if (!pendingAccess) return;
    if (!pendingCode) {
      pendingAccess.clear();
      return;
    }
    const expiresAt = pendingAccess.keep(pendingCode);
    const expiry = setTimeout(() => pendingAccess.clear(), expiresAt - Date.now());
    return () => clearTimeout(expiry);
  }, [pendingAccess, pendingCode]);
  // Leaving /pre-login leaves the flow. (StrictMode's test unmount is followed by the effect above.)
  useEffect(() => () => pendingAccess?.clear(), [pendingAccess]);

  useEffect(() => {
    const subscription = actorRef.on('draft', (event) =>
      event.form === 'firstAccess'
        ? keepDraft(drafts?.firstAccess, event.values)
        : keepDraft(drafts?.registration, event.values),
    );
    return () => subscription.unsubscribe();
  }, [actorRef, drafts]);

  const authenticated = useEffectEvent((tokens: TokenPair) => onAuthenticated(tokens));
  useEffect(() => {
    const subscription = actorRef.on('authenticated', (event) => authenticated(event.tokens));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { context } = snapshot;
  const { send } = actorRef;
  const pending = snapshot.hasTag('pending') || snapshot.status === 'done';
  const status: RequestStatus = pending ? 'pending' : context.request.status;
  const messages = context.request.messages;
  const common = { status, messages, headingLevel };

  // The panels' field types are the machine's; TypeScript cannot pair a generic key with its value.
  const changeField = (field: string, value: unknown) =>
    send({ type: 'FIELD.CHANGE', field, value } as AccessFieldChange);
  const submit = () => send({ type: 'SUBMIT' });
  const goToLogin = () => send({ type: 'GO_TO_LOGIN' });
  const discardDraft = () => send({ type: 'DRAFT.DISCARD' });

  const visible = accessPanelOf(snapshot);
  const panel: PanelKey = visible === 'authenticated' ? 'code' : visible;

  const panels: Record<PanelKey, ReactNode> = {
    firstAccess: (
      <FirstAccessPanel
        {...common}
        values={context.firstAccess}
        onFieldChange={changeField}
        onSubmit={submit}
        onHaveAccount={goToLogin}
        onDiscardDraft={context.restoredDrafts.firstAccess ? discardDraft : undefined}
      />
    ),
    login: (
      <LoginPanel
        {...common}
        values={context.login}
        onFieldChange={changeField}
        onSubmit={submit}
        onForgotPassword={() => send({ type: 'GO_TO_RECOVERY' })}
        onRegister={() => send({ type: 'GO_TO_FIRST_ACCESS' })}
        onPrivacyPolicy={onOpenPrivacy}
        contactHref={contactHref}
        renderLink={renderLink}
      />
    ),
    code: (
      <CodePanel
        {...common}
        email={codeEmailOf(context)}
        values={{ code: context.code }}
        onFieldChange={changeField}
        onSubmit={submit}
        onResend={() => send({ type: 'RESEND_CODE' })}
        onBackToLogin={goToLogin}
      />
    ),
    registration: (
      <RegistrationPanel
        {...common}
        email={context.firstAccess.email}
        values={context.registration}
        onFieldChange={changeField}
        onSubmit={submit}
        wrongCode={snapshot.matches({ registration: 'wrongCode' })}
        onRetryCode={() => send({ type: 'REENTER_CODE' })}
        checkPhoto={photoRefusal}
        photoUprightTransform={uprightTransform}
        upload={context.upload}
        onCancelUpload={() => send({ type: 'UPLOAD.CANCEL' })}
        onRetryUpload={submit}
        onBackToLogin={goToLogin}
        canSubmit={snapshot.can({ type: 'SUBMIT' })}
        onDiscardDraft={context.restoredDrafts.registration ? discardDraft : undefined}
        // A photo refused once prepared (the machine let it go): its reason beside the picker.
        fieldErrors={{ photo: context.fieldErrors.photo }}
      />
    ),
    recovery: snapshot.children.recovery ? (
      <RecoveryFlow
        actorRef={snapshot.children.recovery}
        draft={drafts?.recovery}
        headingLevel={headingLevel}
      />
    ) : null,
    success: (
      <SuccessPanel
        productHref={productHref}
        homeHref={homeHref}
        renderLink={renderLink}
        headingLevel={headingLevel}
      />
    ),
  };

  return <PanelSwitcher panel={panel} panels={panels} />;
}
