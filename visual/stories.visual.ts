/**
 * Every story of the built Storybook (but those tagged `no-visual`) at 375 and 1280 wide, or only
 * at the width of its own viewport (storyWidths.ts): one test `<id>@<width>` each, comparing the
 * shot with visual/baselines/<id>@<width>.png, then running the layout checks (layout.ts).
 * A shot is as tall as what the story paints (settle.ts). A story tagged `visual-keep-focus` is
 * shot with its focused control; others are blurred.
 */
import type { Page } from '@playwright/test';
import { expectShot, test } from './fixtures';
import { checkStoryLayout } from './layout';
import { HEIGHT, LAYOUT_ONLY, WIDTHS, readPlan } from './plan';
import { capturePng, paintedClip, settleDocument } from './settle';
import { nearestWidth } from './storyWidths';

/** What the preview has said of the story being shown, from its channel's events. */
interface Shown {
  /** `storyFinished`: the story rendered, and its play function, if any, is over. */
  finished?: { storyId: string; status: 'success' | 'error' };
  /** The message of an exception its render or its play function threw. */
  failure?: string;
}

declare global {
  interface Window {
    __visualShown?: Shown;
  }
}

/** Storybook's events of a story that failed (its `storyFinished` may still say `success`). */
const FAILURE_EVENTS = ['playFunctionThrewException', 'storyThrewException', 'storyErrored'];

/**
 * Before the preview's scripts: listens on its channel, as soon as it exists, to what it says of
 * each story. The built Storybook logs a failed play function and goes on to `finished`, status
 * `success`, as if it had passed: only the exception event tells.
 */
function listenToStories(failureEvents: string[]) {
  let channel: Window['__STORYBOOK_ADDONS_CHANNEL__'];
  const shown = (): Shown => (window.__visualShown ??= {});
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value: NonNullable<typeof channel>) => {
      channel = value;
      value.on('storyFinished', (finished) => (shown().finished = finished as Shown['finished']));
      for (const event of failureEvents)
        value.on(event, (error) => (shown().failure ??= String((error as Error).message)));
    },
  });
}

/**
 * Shows the story `id` and resolves once it has rendered and its play function has finished; a
 * story whose render or play failed throws, so that it is never shot (nor approved). The worker's
 * first story loads the preview; the next ones switch inside it.
 */
async function showStory(page: Page, baseUrl: string, id: string) {
  const loaded = await page
    .evaluate(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__))
    .catch(() => false);
  if (loaded) {
    await page.evaluate((storyId) => {
      // The same story again (at the other width): played anew, as setCurrentStory would not.
      const again = window.__visualShown?.finished?.storyId === storyId;
      window.__visualShown = {};
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit(
        again ? 'forceRemount' : 'setCurrentStory',
        again ? { storyId } : { storyId, viewMode: 'story' },
      );
    }, id);
  } else {
    await page.addInitScript(listenToStories, FAILURE_EVENTS);
    // a11y.manual: the a11y addon would run axe after every render; the story tests check that.
    await page.goto(
      `${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
    );
  }
  const shown = await page
    .waitForFunction(
      (storyId) => {
        const now = window.__visualShown;
        return now?.finished?.storyId === storyId ? now : false;
      },
      id,
      { timeout: 30_000, polling: 50 },
    )
    // Resolved only once it is truthy: the story's Shown.
    .then((handle) => handle.jsonValue() as Promise<Shown>);
  if (shown.failure || shown.finished?.status !== 'success')
    throw new Error(`the story failed while rendering or playing: ${shown.failure ?? 'error'}`);
}

// By width (a worker's page is resized only when the width changes), then in the index's order.
for (const bucket of WIDTHS) {
  for (const story of readPlan()) {
    if (story.ownWidth ? nearestWidth(story.ownWidth, WIDTHS) !== bucket : false) continue;
    const width = story.ownWidth ?? bucket;
    test(
      `${story.id}@${width}`,
      { annotation: { type: 'story', description: story.title } },
      async ({ storyPage: page, storybookUrl }) => {
        if (page.viewportSize()?.width !== width)
          await page.setViewportSize({ width, height: HEIGHT });
        await showStory(page, storybookUrl, story.id);
        await settleDocument(page, { keepFocus: story.keepFocus });
        if (!LAYOUT_ONLY)
          await expectShot(
            await capturePng(page, await paintedClip(page)),
            `${story.id}@${width}.png`,
          );
        await checkStoryLayout(page, story, width);
      },
    );
  }
}
