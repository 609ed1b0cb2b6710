import type { DraftSlot } from '@jornada/api';

/** A draft slot in memory: what the portal keeps in the tab's sessionStorage (`draftSlot`). */
export function memoryDraft<T extends object>(initial: T | null) {
  let stored = initial;
  const slot: DraftSlot<T> = {
    read: () => stored,
    // As `saveDraft`: an all-empty form keeps nothing.
    save: (values) => {
      stored = Object.values(values).some((value) => value !== '') ? values : null;
    },
    clear: () => {
      stored = null;
    },
  };
  return { slot, stored: () => stored };
}
