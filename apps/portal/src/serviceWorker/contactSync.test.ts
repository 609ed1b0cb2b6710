import { describe, expect, it, vi } from 'vitest';
import { CONTACT_OUTBOX_SYNC_TAG } from '@jornada/api/contact-outbox';
import { contactSync, type SyncEvent } from './contactSync';

function syncEvent(tag: string) {
  let waited: Promise<unknown> | null = null;
  const event = { tag, lastChance: false, waitUntil: (p: Promise<unknown>) => (waited = p) };
  return { event: event as unknown as SyncEvent, waited: () => waited };
}

describe('contactSync', () => {
  it('sends the outbox on its tag, and settles once all went out', async () => {
    const flush = vi.fn(async () => ({ pending: 0 }));
    const { event, waited } = syncEvent(CONTACT_OUTBOX_SYNC_TAG);
    contactSync(flush)(event);
    await expect(waited()).resolves.toBeUndefined();
    expect(flush).toHaveBeenCalledOnce();
  });

  it('fails while messages are still queued, so the browser tries again later', async () => {
    const { event, waited } = syncEvent(CONTACT_OUTBOX_SYNC_TAG);
    contactSync(async () => ({ pending: 1 }))(event);
    await expect(waited()).rejects.toThrow('still offline');
  });

  it('leaves other tags alone', () => {
    const flush = vi.fn(async () => ({ pending: 0 }));
    const { event, waited } = syncEvent('something-else');
    contactSync(flush)(event);
    expect(flush).not.toHaveBeenCalled();
    expect(waited()).toBeNull();
  });
});
