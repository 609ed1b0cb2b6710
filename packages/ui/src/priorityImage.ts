/**
 * The loading attributes of an `<img>`: a priority image (a page's largest, its LCP candidate)
 * loads at once with `fetchpriority="high"`; any other keeps `loading` (the browser's default when
 * undefined).
 */
export function imageLoading(
  priority: boolean,
  loading?: 'eager' | 'lazy',
): { loading?: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  return priority ? { loading: 'eager', fetchPriority: 'high' } : { loading };
}
