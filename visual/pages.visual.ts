/**
 * Every page of the built portal (pageShots.ts: every route, logged in where its access rule says,
 * and the open mobile menu), its full length, at 375 and 1280 wide: one test `page-…@<width>` each,
 * comparing with visual/baselines/page-…@<width>.png. None with `--layout-only`.
 */
import { expectShot, test } from './fixtures';
import { pageShots } from './pageShots';
import { HEIGHT, LAYOUT_ONLY } from './plan';
import { shootPage } from './portalPages';

for (const shot of LAYOUT_ONLY ? [] : pageShots()) {
  for (const width of shot.widths) {
    test(
      `${shot.id}@${width}`,
      { annotation: { type: 'page', description: shot.title } },
      async ({ browser, portalUrl }) => {
        const png = await shootPage(browser, portalUrl, shot, { width, height: HEIGHT });
        await expectShot(png, `${shot.id}@${width}.png`);
      },
    );
  }
}
