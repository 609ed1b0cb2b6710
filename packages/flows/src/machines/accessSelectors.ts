import type { AccessContext, AccessPanel } from './accessTypes';

/** The e-mail the code was sent to (shown in the code panel's text). */
export const codeEmailOf = (context: AccessContext) =>
  context.codePurpose === 'login' ? context.login.email : context.firstAccess.email;

/** The visible panel of a snapshot (its top-level state), `start` never lasts. */
export const accessPanelOf = (snapshot: { value: unknown }): AccessPanel => {
  const { value } = snapshot;
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (key === 'start' ? 'login' : key) as AccessPanel;
};
