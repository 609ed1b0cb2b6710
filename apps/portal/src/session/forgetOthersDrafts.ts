import {
  STORAGE_KEYS,
  clearDraftsNotOwnedBy,
  draftOwner,
  dropDraftWritesNotOwnedBy,
  getUserData,
} from '@jornada/api';
import { onOtherTabsStorage } from './otherTabs';

const SESSION_ID: ReadonlySet<string> = new Set([STORAGE_KEYS.sessionId]);

/**
 * Another tab ended the session ("Sair", an expired session) or logged someone in: this tab's
 * drafts of anyone but the participant now logged in go at once, so "Sair" clears them in every tab.
 */
export function forgetOthersDraftsOnSessionChange(): () => void {
  return onOtherTabsStorage(SESSION_ID, () => {
    const owner = draftOwner(getUserData()?.email);
    // Typed here just before, and not yet written (drafts.ts): it must not be written after this.
    dropDraftWritesNotOwnedBy(owner);
    clearDraftsNotOwnedBy(owner);
  });
}
