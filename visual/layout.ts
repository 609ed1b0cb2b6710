/**
 * The layout checks of a shot story (issue #3: "responsive at 375, 768, 1280 and 1440: no
 * horizontal scroll, touch targets at least 44 px on mobile"; what each measures: layoutChecks.mjs),
 * each a step of the story's test (`layout: …`), failing softly with the offending elements:
 *   - no horizontal scroll at 375, 768, 1280 and 1440 (768 and 1440 are measured by resizing the
 *     page of the 375 and 1280 shots after the shot, then restoring it; no screenshots there);
 *   - at 375, every shown interactive element is a target of at least 44×44 px.
 * A story with a viewport of its own is checked at that width only (for targets if it is 375).
 * A story tagged `layout-allows-scroll` or `layout-small-targets` is not checked (nor counted) for
 * that check.
 */
import type { Page } from '@playwright/test';
import {
  LAYOUT_STEP_PREFIX,
  checkHorizontalScroll,
  checkTouchTargets,
  formatTargetFailure,
} from './layoutChecks.mjs';
import { expect, test } from './fixtures';
import { HEIGHT, WIDTHS, type PlannedStory } from './plan';

const CHECK = { scroll: 'no horizontal scroll', targets: 'touch targets ≥ 44 px' };

const ALSO = { 375: { alsoAt: 768, targets: true }, 1280: { alsoAt: 1440, targets: false } };

const firstLine = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);

/** One check, as a step: fails softly with the story, the width and what is wrong. */
function check(story: PlannedStory, name: string, width: number, measure: () => Promise<string[]>) {
  return test.step(`${LAYOUT_STEP_PREFIX}${name} at ${width}`, async () => {
    const problems = await measure().catch((error: unknown) => [`error: ${firstLine(error)}`]);
    expect.soft(problems, `${story.id} at ${width} px: ${name}`).toEqual([]);
  });
}

/** The layout checks of `story`, settled on `page` at `width`. */
export async function checkStoryLayout(page: Page, story: PlannedStory, width: number) {
  const { alsoAt, targets } = story.ownWidth
    ? { alsoAt: undefined, targets: story.ownWidth === WIDTHS[0] }
    : ALSO[width as keyof typeof ALSO];
  const scroll = async () => {
    const problem = await checkHorizontalScroll(page);
    return problem ? [problem] : [];
  };
  if (!story.allowsScroll) await check(story, CHECK.scroll, width, scroll);
  if (targets && !story.smallTargets)
    await check(story, CHECK.targets, width, async () =>
      (await checkTouchTargets(page)).map(formatTargetFailure),
    );
  if (story.allowsScroll || !alsoAt) return;
  try {
    // No frame is awaited: reading scrollWidth forces a layout with the new width's media
    // queries. (Script that reacts to a resize would run a frame later; the only such script, the
    // header closing its mobile menu from lg = 992, is not crossed by 375 → 768 or 1280 → 1440.)
    await page.setViewportSize({ width: alsoAt, height: HEIGHT });
    await check(story, CHECK.scroll, alsoAt, scroll);
  } finally {
    await page.setViewportSize({ width, height: HEIGHT });
  }
}
