import type { CDPSession, Page } from 'playwright';

const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Readies a shown document for a shot: frozen animations, focus blurred (unless `keepFocus`),
 * scrolled to the top, fonts and images loaded, two frames painted.
 */
export async function settleDocument(page: Page, { keepFocus = false } = {}): Promise<void> {
  await page.evaluate(
    async ({ css, keepFocus }) => {
      if (!document.getElementById('visual-freeze')) {
        const style = document.createElement('style');
        style.id = 'visual-freeze';
        style.textContent = css;
        document.head.append(style);
      }
      // Whether a control that was busy during a play function still shows its focus ring is a
      // matter of timing: blur it, unless the story is about focus (tag `visual-keep-focus`).
      if (!keepFocus && document.activeElement instanceof HTMLElement)
        document.activeElement.blur();
      window.scrollTo(0, 0);
      await document.fonts.ready;
      // Lazy images below the fold would load (or not) while the full page is captured: load them
      // all first, and never wait on one forever.
      const images = Array.from(document.images);
      for (const img of images) img.loading = 'eager';
      const pending = images.filter((img) => !img.complete);
      const loaded = Promise.all(
        pending.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
      );
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 30_000))]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { css: FREEZE_CSS, keepFocus },
  );
}

/** Shots stop here: a page longer than this is cut (its top is what reviews need). */
export const MAX_SHOT_HEIGHT = 6000;
/** Room below a story's last box, for shadows and focus rings that paint outside it. */
const STORY_MARGIN = 16;

export interface PageExtent {
  width: number;
  pageHeight: number;
  /** Bottom of the lowest visible box, from the top of the page. */
  paintedBottom: number;
}

/**
 * The full-width clip of a shot, from the top of the page to the bottom of what it paints (with
 * `fullLength`: to the bottom of the page), at most MAX_SHOT_HEIGHT tall.
 */
export function shotClip(extent: PageExtent, { fullLength = false } = {}) {
  const bottom = fullLength ? extent.pageHeight : Math.ceil(extent.paintedBottom) + STORY_MARGIN;
  const height = Math.min(bottom, extent.pageHeight, MAX_SHOT_HEIGHT);
  return { x: 0, y: 0, width: extent.width, height: Math.max(1, height) };
}

/** shotClip of the shown document. */
export async function paintedClip(page: Page, options: { fullLength?: boolean } = {}) {
  const extent = await page.evaluate((): PageExtent => {
    const root = document.documentElement;
    let bottom = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return { width: root.scrollWidth, pageHeight: root.scrollHeight, paintedBottom: bottom };
  });
  return shotClip(extent, options);
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * A PNG of `clip` (CSS px from the top of the page), or of the viewport as scrolled, straight from
 * Chromium. Playwright's own screenshot would also freeze animations and hide the caret
 * (settleDocument has done both); here Chromium encodes for speed, not size: shots are decoded to
 * be compared, and baselines re-encoded.
 */
export async function capturePng(page: Page, clip?: ReturnType<typeof shotClip>): Promise<Buffer> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    ...(clip ? { clip: { ...clip, scale: 1 }, captureBeyondViewport: true } : {}),
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}
