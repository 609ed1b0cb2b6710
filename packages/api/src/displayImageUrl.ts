/**
 * The address to show for a profile image: the storage host prefix stripped (so it resolves
 * against the portal's own origin); any other address unchanged; null or empty gives null.
 */
export function displayImageUrl(
  url: string | null | undefined,
  storageHost: string,
): string | null {
  if (!url) return null;
  const host = storageHost.replace(/\/+$/, '');
  if (!host || !url.startsWith(host)) return url;
  const rest = url.slice(host.length);
  if (rest === '') return '/';
  if (rest.startsWith('/')) return rest;
  if (rest.startsWith('?') || rest.startsWith('#')) return `/${rest}`;
  return url;
}
