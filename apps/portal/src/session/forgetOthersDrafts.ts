import { STORAGE_KEYS, clearDraftsNotOwnedBy, draftOwner, getUserData } from '@jornada/api';
import { onOtherTabsStorage } from './otherTabs';

const SESSION_ID: ReadonlySet<string> = new Set([STORAGE_KEYS.sessionId]);

/**
 * Another tab ended the session ("Sair", an expired session) or logged someone in: this tab's
 * drafts of anyone but the participant now logged in go at once, so "Sair" clears them in every tab.
 */
export function forgetOthersDraftsOnSessionChange(): () => void {
  return onOtherTabsStorage(SESSION_ID, () =>
    clearDraftsNotOwnedBy(draftOwner(getUserData()?.email)),
  );
}
