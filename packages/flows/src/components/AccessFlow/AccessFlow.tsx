import { PanelSwitcher, SuccessPanel, type HeadingLevel, type RenderLink } from '@jornada/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { accessActors, type AccessClient } from '../../actors/accessActors';
import type { DraftSlot, PendingAccessStore, TokenPair } from '@jornada/api';
import { accessMachine, type AccessMachine } from '../../machines/accessMachine';
import { accessPanelOf, pendingAccessOf, samePendingAccess } from '../../machines/accessSelectors';
import type {
  AccessDraftForm,
  AccessDraftValues,
  AccessPanelParam,
} from '../../machines/accessTypes';
import {
  BoundCodePanel,
  BoundFirstAccessPanel,
  BoundLoginPanel,
  BoundRegistrationPanel,
  accessCommands,
} from './AccessPanels';
import { keepDraft } from './keepDraft';
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
   * `Rascunho restaurado.`, saved as typed (a slot may write it a moment later: its `flush` is
   * called on a submit and when the flow goes), forgotten when the form succeeds or on `Descartar`.
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
 * Rendering: the flow itself selects only the visible panel (and what it keeps of a pending code);
 * each panel selects its own slice of the snapshot (`AccessPanels.tsx`), so a key typed renders
 * its panel (and, in the kit's memoized fields, its field) again, and an upload's progress its
 * status, nothing else.
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
  const visible = useSelector(actorRef, accessPanelOf);
  const recovery = useSelector(actorRef, (snapshot) => snapshot.children.recovery);
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
  // What was typed is written before the flow goes (a slot may hold it for a moment).
  useEffect(() => () => flushDrafts(drafts), [drafts]);

  const authenticated = useEffectEvent((tokens: TokenPair) => onAuthenticated(tokens));
  useEffect(() => {
    const subscription = actorRef.on('authenticated', (event) => authenticated(event.tokens));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const commands = useMemo(
    () => accessCommands(actorRef, () => flushDrafts(drafts)),
    [actorRef, drafts],
  );
  const bound = { actorRef, commands, headingLevel };

  const panel: PanelKey = visible === 'authenticated' ? 'code' : visible;

  const panels: Record<PanelKey, ReactNode> = {
    firstAccess: <BoundFirstAccessPanel {...bound} />,
    login: (
      <BoundLoginPanel
        {...bound}
        onPrivacyPolicy={onOpenPrivacy}
        contactHref={contactHref}
        renderLink={renderLink}
      />
    ),
    code: <BoundCodePanel {...bound} />,
    registration: <BoundRegistrationPanel {...bound} />,
    recovery: recovery ? (
      <RecoveryFlow actorRef={recovery} draft={drafts?.recovery} headingLevel={headingLevel} />
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

/** Writes what a slot still holds of the flow's own forms (the recovery's is RecoveryFlow's). */
function flushDrafts(drafts: AccessDraftSlots | undefined) {
  drafts?.firstAccess?.flush?.();
  drafts?.registration?.flush?.();
}
