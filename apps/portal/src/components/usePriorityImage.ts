import { preload } from 'react-dom';

/**
 * Marks a page's largest image as high priority: a `<link rel="preload" fetchpriority="high">`
 * in the head, issued while the page renders, so the browser fetches it before the `<img>`
 * exists. (The ui image components take no `fetchPriority` prop yet.)
 */
export function usePriorityImage(src: string | undefined): void {
  if (src) preload(src, { as: 'image', fetchPriority: 'high' });
}
