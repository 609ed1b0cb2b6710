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

/**
 * Shows the story `id` and resolves once it has rendered and its play function has finished. The
 * worker's first story loads the preview; the next ones switch inside it.
 */
async function showStory(page: Page, baseUrl: string, id: string) {
  const loaded = await page
    .evaluate(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__))
    .catch(() => false);
  if (loaded) {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    // a11y.manual: the a11y addon would run axe after every render; the story tests check that.
    await page.goto(
      `${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`,
    );
  }
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (!render || render.id !== storyId) return false;
        return ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
          ? render.phase
          : false;
      },
      id,
      { timeout: 30_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored' || phase === 'aborted')
    throw new Error(`story ${phase} while rendering or playing`);
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
