import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has replaced a prerendered first screen (apps/portal/build/prerender.ts).
 * That screen is inert and, where it does not apply, hidden but still in the DOM: keyboard focus,
 * scroll listeners and axe need the live page.
 */
export async function expectLivePage(page: Page): Promise<void> {
  await expect(page.locator('div[data-prerender]')).toHaveCount(0);
}
