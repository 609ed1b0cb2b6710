import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced a prerendered first screen (apps/portal/build/prerender.ts).
 * That screen is inert and, where it does not apply, hidden but still in the DOM: keyboard focus,
 * scroll listeners and axe need the live page.
 */
export async function expectLivePage(page: Page): Promise<void> {
  await expect(page.locator('div[data-prerender]')).toHaveCount(0);
}

/** Every image of the page's main content has been decoded (scrolled to, for lazy ones). */
export async function expectImagesShown(page: Page): Promise<void> {
  const images = page.getByRole('main').locator('img');
  expect(await images.count()).toBeGreaterThan(0);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}
