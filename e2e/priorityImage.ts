import { expect, type Page } from '@playwright/test';

/**
 * Index, among `main img`, of the page's largest image in the first screen: the one with the most
 * visible area (clipped by the window and by scrolling boxes). Images within 1% of the largest
 * count as equal (tiles of one size differ by sub-pixel rounding): the first of them in document
 * order is the one. -1 when no image is visible.
 */
function largestVisibleImage(images: Element[]): number {
  // No named inner functions: this runs in the page, where a transpiler's helpers do not exist.
  const areas = images.map((image) => {
    const rect = image.getBoundingClientRect();
    let left = Math.max(rect.left, 0);
    let top = Math.max(rect.top, 0);
    let right = Math.min(rect.right, window.innerWidth);
    let bottom = Math.min(rect.bottom, window.innerHeight);
    for (let box = image.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = box.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return Math.max(0, right - left) * Math.max(0, bottom - top);
  });
  const largest = Math.max(0, ...areas);
  if (largest === 0) return -1;
  return areas.findIndex((area) => area >= largest * 0.99);
}

/**
 * The page's largest image (its LCP candidate) carries `fetchpriority="high"` on the `<img>`
 * itself and is not lazy. Call it once the page's images are in place, scrolled to the top.
 */
export async function expectLargestImageIsPriority(page: Page): Promise<void> {
  await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  const images = page.locator('main img');
  const index = await images.evaluateAll(largestVisibleImage);
  expect(index, 'a visible image in main').toBeGreaterThanOrEqual(0);
  const largest = images.nth(index);
  await expect(largest).toHaveAttribute('fetchpriority', 'high');
  await expect(largest).not.toHaveAttribute('loading', 'lazy');
}
