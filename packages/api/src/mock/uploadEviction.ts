/** What the storage keeps of the uploads no registration names (api-contract, Limits). */
import type { MockStore } from './state';

/** At most these loose uploads: per e-mail, in bytes in all, and by age; then they go. */
export const UPLOAD_LIMITS = {
  perEmail: 5,
  totalBytes: 200 * 1024 * 1024,
  maxAgeMs: 60 * 60 * 1000,
} as const;

/**
 * Drops the uploads no registration names: older than UPLOAD_LIMITS.maxAgeMs, beyond the newest
 * `perEmail` of an e-mail, then the oldest while all uploads weigh over `totalBytes`.
 */
export function evictUploads(store: MockStore, nowMs: number): void {
  const named = new Set(
    [...store.participants.values()].map((who) => who.imagemUploadedUrl?.split('/').pop()),
  );
  const loose = [...store.uploads.values()]
    .filter((upload) => !named.has(upload.file))
    .sort((a, b) => b.createdAt - a.createdAt);
  const perEmail = new Map<string, number>();
  for (const upload of loose) {
    const count = (perEmail.get(upload.email) ?? 0) + 1;
    perEmail.set(upload.email, count);
    if (count > UPLOAD_LIMITS.perEmail || nowMs - upload.createdAt > UPLOAD_LIMITS.maxAgeMs) {
      store.uploads.delete(upload.file);
    }
  }
  const weight = () =>
    [...store.uploads.values()].reduce((sum, upload) => sum + (upload.bytes?.byteLength ?? 0), 0);
  for (const upload of loose.toReversed()) {
    if (weight() <= UPLOAD_LIMITS.totalBytes) break;
    store.uploads.delete(upload.file);
  }
}
