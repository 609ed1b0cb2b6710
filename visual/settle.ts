import type { Page } from 'playwright';

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
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { css: FREEZE_CSS, keepFocus },
  );
}

/** Shots stop here: a page longer than this is cut (its top is what reviews need). */
export const MAX_SHOT_HEIGHT = 6000;
/** Room below a story's last box, for shadows and focus rings that paint outside it. */
const STORY_MARGIN = 16;

/**
 * The full-width clip of what the shown document paints, from its top to the bottom of its
 * lowest visible box (`fullLength`: to the bottom of the page), at most MAX_SHOT_HEIGHT tall.
 */
export async function paintedClip(page: Page, { fullLength = false } = {}) {
  const { width, pageHeight, paintedBottom } = await page.evaluate(() => {
    const root = document.documentElement;
    let bottom = 0;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return { width: root.scrollWidth, pageHeight: root.scrollHeight, paintedBottom: bottom };
  });
  const bottom = fullLength ? pageHeight : Math.ceil(paintedBottom) + STORY_MARGIN;
  return { x: 0, y: 0, width, height: Math.max(1, Math.min(bottom, pageHeight, MAX_SHOT_HEIGHT)) };
}
