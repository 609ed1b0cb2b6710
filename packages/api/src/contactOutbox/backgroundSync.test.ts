import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_OUTBOX_SYNC_TAG, registerBackgroundSync } from './backgroundSync';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registerBackgroundSync', () => {
  it('registers the contact-outbox tag once the service worker is ready', async () => {
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {
      serviceWorker: { ready: Promise.resolve({ sync: { register } }) },
    });
    await registerBackgroundSync();
    expect(register).toHaveBeenCalledWith(CONTACT_OUTBOX_SYNC_TAG);
    expect(CONTACT_OUTBOX_SYNC_TAG).toBe('contact-outbox');
  });

  it('does nothing without service workers or without Background Sync', async () => {
    vi.stubGlobal('navigator', {});
    await expect(registerBackgroundSync()).resolves.toBeUndefined();
    vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve({}) } });
    await expect(registerBackgroundSync()).resolves.toBeUndefined();
  });
});
