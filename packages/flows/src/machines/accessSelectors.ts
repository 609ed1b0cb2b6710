import type { PendingAccess } from '@jornada/api';
import { birthDateToIso } from '@jornada/ui';
import type { SnapshotFrom } from 'xstate';
import type { AccessMachine } from './accessMachine';
import type { AccessContext, AccessPanel } from './accessTypes';
import type { RequestStatus } from './shared/request';

/** The e-mail the code was sent to (shown in the code panel's text). */
export const codeEmailOf = (context: AccessContext) =>
  context.codePurpose === 'login' ? context.login.email : context.firstAccess.email;

/** The visible panel of a snapshot (its top-level state), `start` never lasts. */
export const accessPanelOf = (snapshot: { value: unknown }): AccessPanel => {
  const { value } = snapshot;
  const key = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return (key === 'start' ? 'login' : key) as AccessPanel;
};

type AccessSnapshot = SnapshotFrom<AccessMachine>;

/** The code was typed and the registration is on (done, or asking the code again, it is not). */
const codeAccepted = (snapshot: AccessSnapshot) =>
  snapshot.matches({ code: 'switchingToRegistration' }) ||
  (snapshot.matches('registration') &&
    !snapshot.matches({ registration: 'done' }) &&
    !snapshot.matches({ registration: 'switchingToLogin' }) &&
    !snapshot.matches({ registration: 'switchingToCode' }));

/** A code was e-mailed and the participant has not left its panel ('Voltar para o login'). */
const codePending = (snapshot: AccessSnapshot) =>
  (snapshot.matches('code') && !snapshot.matches({ code: 'switchingToLogin' })) ||
  snapshot.matches({ login: 'switchingToCode' }) ||
  snapshot.matches({ firstAccess: 'switchingToCode' }) ||
  snapshot.matches({ registration: 'switchingToCode' });

/**
 * What the flow must keep so that a reload comes back to its panel (`pendingAccess`): null once
 * the login succeeded, the registration is done or the participant left the code's panels.
 */
export function pendingAccessOf(snapshot: AccessSnapshot): PendingAccess | null {
  const { context } = snapshot;
  // Read on every snapshot (every key typed): the date is converted only when it is kept.
  const firstAccess = () => ({
    email: context.firstAccess.email,
    dataDeNascimento: birthDateToIso(context.firstAccess.birthDate) ?? '',
  });
  if (codeAccepted(snapshot)) return { step: 'registration', ...firstAccess(), code: context.code };
  if (!codePending(snapshot)) return null;
  return context.codePurpose === 'login'
    ? { step: 'loginCode', email: context.login.email, password: context.login.password }
    : { step: 'firstAccessCode', ...firstAccess() };
}

/** Same step with the same data (`useSelector`'s compare, so the storage is written on change). */
export const samePendingAccess = (a: PendingAccess | null, b: PendingAccess | null) =>
  JSON.stringify(a) === JSON.stringify(b);

// What each panel shows: a panel's binding selects its own slice (`useSelector` with `shallowEqual`
// of @xstate/react), so a snapshot that changed nothing of it (a key typed elsewhere, an upload's
// progress) does not render it again. Each slice holds the context's own objects, unchanged
// (same identity) until their form is edited.

/** The request's status as the panels show it: `pending` while a request runs, and once done. */
export const accessStatusOf = (snapshot: AccessSnapshot): RequestStatus =>
  snapshot.hasTag('pending') || snapshot.status === 'done'
    ? 'pending'
    : snapshot.context.request.status;

/**
 * The fields are locked while the machine takes no edit because of a request: while one with
 * their values runs (a new code on its way is not one) and as the panel switches after it. A
 * link's switch (no request) leaves them as they look.
 */
const fieldsLockedOf = (snapshot: AccessSnapshot) =>
  accessStatusOf(snapshot) !== 'idle' &&
  !snapshot.can({ type: 'FIELD.CHANGE', field: 'email', value: '' });

const requestViewOf = (snapshot: AccessSnapshot) => ({
  status: accessStatusOf(snapshot),
  messages: snapshot.context.request.messages,
  locked: fieldsLockedOf(snapshot),
});

export const firstAccessViewOf = (snapshot: AccessSnapshot) => ({
  ...requestViewOf(snapshot),
  values: snapshot.context.firstAccess,
  draftRestored: snapshot.context.restoredDrafts.firstAccess,
});

export const loginViewOf = (snapshot: AccessSnapshot) => ({
  ...requestViewOf(snapshot),
  values: snapshot.context.login,
});

export const codeViewOf = (snapshot: AccessSnapshot) => ({
  ...requestViewOf(snapshot),
  email: codeEmailOf(snapshot.context),
  code: snapshot.context.code,
});

export const registrationViewOf = (snapshot: AccessSnapshot) => ({
  ...requestViewOf(snapshot),
  email: snapshot.context.firstAccess.email,
  values: snapshot.context.registration,
  wrongCode: snapshot.matches({ registration: 'wrongCode' }),
  canSubmit: snapshot.can({ type: 'SUBMIT' }),
  upload: snapshot.context.upload,
  /** A photo refused once prepared (the machine let it go): its reason beside the picker. */
  photoError: snapshot.context.fieldErrors.photo,
  draftRestored: snapshot.context.restoredDrafts.registration,
});
