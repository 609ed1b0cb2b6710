import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts } from './draftForms';
import { draftSlot, readDraft } from './drafts';
import {
  DRAFT_WRITE_DELAY_MS,
  DRAFT_WRITE_MAX_WAIT_MS,
  dropDraftWrites,
  dropDraftWritesNotOwnedBy,
} from './draftWrites';
import { tabStore } from './storage';
import { DRAFT_KEY_PREFIX } from './storageKeys';

const stored = (form: string) => tabStore().getItem(`${DRAFT_KEY_PREFIX}${form}`);

/** A window and a document that the test dispatches page events on. */
function stubPage() {
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', doc);
  return {
    pagehide: () => page.dispatchEvent(new Event('pagehide')),
    hide: () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  dropDraftWrites();
  clearAllDrafts();
  vi.useRealTimers();
});

describe('a draft slot writes a moment after the last key', () => {
  it('writes nothing while keys come, then the latest values once', () => {
    const slot = draftSlot('recovery');
    for (const email of ['a', 'an', 'ana', 'ana@']) {
      slot.save({ email });
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS - 100);
      expect(stored('recovery')).toBeNull();
    }
    vi.advanceTimersByTime(100);
    expect(readDraft('recovery')).toEqual({ email: 'ana@' });
  });

  it('a long run of keys without a pause is still written every so often', () => {
    const slot = draftSlot('recovery');
    let text = '';
    for (let elapsed = 0; elapsed <= DRAFT_WRITE_MAX_WAIT_MS; elapsed += 100) {
      text += 'a';
      slot.save({ email: text });
      vi.advanceTimersByTime(100);
    }
    expect(readDraft('recovery')?.email.length).toBeGreaterThan(DRAFT_WRITE_MAX_WAIT_MS / 100 - 2);
  });

  it('flush writes at once, and read reads what was typed', () => {
    const slot = draftSlot('profile', 'ana@jornada.demo');
    slot.save({ nome: 'Ana', matricula: '42' });
    expect(slot.read()).toEqual({ nome: 'Ana', matricula: '42' });
    slot.save({ nome: 'Ana Maria', matricula: '42' });
    slot.flush?.();
    expect(readDraft('profile', 'ana@jornada.demo')).toEqual({
      nome: 'Ana Maria',
      matricula: '42',
    });
  });

  it('clear forgets the write still waiting: nothing comes back after it', () => {
    const slot = draftSlot('firstAccess');
    slot.save({ email: 'nova@jornada.demo', birthDate: '15031992' });
    slot.clear();
    vi.advanceTimersByTime(DRAFT_WRITE_MAX_WAIT_MS);
    expect(stored('firstAccess')).toBeNull();
  });

  it('a reload (pagehide) or a hidden tab writes what is still waiting, at once', () => {
    const page = stubPage();
    const slot = draftSlot('recovery');
    slot.save({ email: 'ana@jornada.demo' });
    page.pagehide();
    expect(readDraft('recovery')).toEqual({ email: 'ana@jornada.demo' });

    draftSlot('registration').save({ nome: 'Natália', matricula: '100833' });
    page.hide();
    expect(readDraft('registration')).toEqual({ nome: 'Natália', matricula: '100833' });
  });

  it('"Sair" drops every write still waiting, even as the page then goes', () => {
    const page = stubPage();
    draftSlot('profile', 'ana@jornada.demo').save({ nome: 'Ana', matricula: '42' });
    dropDraftWrites();
    clearAllDrafts();
    page.pagehide();
    vi.advanceTimersByTime(DRAFT_WRITE_MAX_WAIT_MS);
    expect(stored('profile')).toBeNull();
  });

  it('a session change drops the waiting writes of anyone else, the anonymous ones stay', () => {
    draftSlot('registration', 'Ana@Jornada.demo').save({ nome: 'Ana', matricula: '42' });
    draftSlot('profile', 'bruno@jornada.demo').save({ nome: 'Bruno', matricula: '7' });
    draftSlot('recovery').save({ email: 'visitante@example.com' });
    dropDraftWritesNotOwnedBy('bruno@jornada.demo');
    vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS);
    expect(stored('registration')).toBeNull();
    expect(readDraft('profile', 'bruno@jornada.demo')).toEqual({ nome: 'Bruno', matricula: '7' });
    expect(readDraft('recovery')).toEqual({ email: 'visitante@example.com' });
  });
});
