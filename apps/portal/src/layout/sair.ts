import { clearAllDrafts, draftOwner, dropDraftWrites, getUserData, logout } from '@jornada/api';
import type { WaitingMessagesChoice } from '@jornada/api/contact-outbox';

/** The outbox and the logged-in participant's share of it (loaded on "Sair", not before). */
async function participantOutbox() {
  const { getContactOutbox } = await import('../outbox/contactOutbox');
  return { outbox: getContactOutbox(), owner: draftOwner(getUserData()?.email) };
}

/**
 * A deliberate "Sair": the participant's refused contact messages go, and their waiting ones are
 * kept to be sent or discarded (`choice`); this tab's drafts go (other tabs forget theirs when
 * they hear the session end); then the session ends and the page reloads.
 */
export async function leave(choice: WaitingMessagesChoice): Promise<void> {
  try {
    const { outbox, owner } = await participantOutbox();
    await outbox.leave(owner, choice);
  } catch {
    // An outbox that cannot be read hands nothing to anyone but its owner: log out all the same.
  }
  // A draft typed just before is still to be written (and would be, as the page reloads): not now.
  dropDraftWrites();
  clearAllDrafts();
  logout();
}

/**
 * "Sair" pressed: with contact messages of this participant still waiting for a connection it
 * calls `ask` (the participant chooses, then `leave`); otherwise it leaves at once.
 */
export async function sair(ask: () => void): Promise<void> {
  let waiting = 0;
  try {
    const { outbox, owner } = await participantOutbox();
    waiting = await outbox.waitingCount(owner);
  } catch {
    // Nothing readable is waiting.
  }
  if (waiting > 0) ask();
  else await leave('discard');
}
