import type { Page } from '@playwright/test';

/** The page's documents see Save-Data on (`navigator.connection.saveData`), as a phone set so. */
export async function withSaveData(page: Page): Promise<void> {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
}
