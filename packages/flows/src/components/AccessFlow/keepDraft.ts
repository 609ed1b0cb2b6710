import type { DraftSlot } from '@jornada/api';

/** Keeps a form's draft fields in its slot; null forgets the draft (sent, or `Descartar`). */
export function keepDraft<T>(slot: DraftSlot<T> | undefined, values: T | null): void {
  if (values) slot?.save(values);
  else slot?.clear();
}
