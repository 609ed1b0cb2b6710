/**
 * A story that names a viewport of its own (`globals.viewport`: the story tests and the Storybook
 * toolbar use it) is shot at that width only. The bare preview iframe ignores the global, so at the
 * review's other width such a story would only repeat another story's picture.
 */
import type { Page } from 'playwright';

/** `"375px"` → 375; anything else → undefined. */
export function pxWidth(width: unknown): number | undefined {
  if (typeof width !== 'string' || !/^\d+px$/.test(width)) return undefined;
  return Number.parseInt(width, 10);
}

/** The review width closest to `own`: the worker that shoots a story `own` px wide. */
export const nearestWidth = (own: number, widths: readonly number[]): number =>
  widths.reduce((best, width) => (Math.abs(width - own) < Math.abs(best - own) ? width : best));

/**
 * Each story's own viewport width, by id, for the stories that name one. `page` must have the
 * preview (`iframe.html`) loaded; the stories' files are loaded, not rendered.
 */
export async function storyWidths(
  page: Page,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const named = await page.evaluate(async (storyIds) => {
    type Story = {
      storyGlobals?: { viewport?: string | { value?: string } };
      parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string } }> } };
    };
    const store = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { loadStory: (input: { storyId: string }) => Promise<Story> };
        };
      }
    ).__STORYBOOK_PREVIEW__.storyStoreValue;
    const found: [string, string | undefined][] = [];
    for (const storyId of storyIds) {
      const story = await store.loadStory({ storyId });
      const global = story.storyGlobals?.viewport;
      const value = typeof global === 'string' ? global : global?.value;
      if (value) found.push([storyId, story.parameters?.viewport?.options?.[value]?.styles?.width]);
    }
    return found;
  }, ids);
  const widths = new Map<string, number>();
  for (const [id, width] of named) {
    const px = pxWidth(width);
    if (px === undefined) throw new Error(`${id}: its viewport has no width in px (${width})`);
    widths.set(id, px);
  }
  return widths;
}
