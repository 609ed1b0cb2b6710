/**
 * Layout checks shared by the visual run (every story, visual/layout.ts) and the end-to-end
 * responsive spec (every route, e2e/responsive.e2e.ts):
 *
 * - No horizontal scroll: `document.documentElement.scrollWidth <= clientWidth + 1`. When it fails,
 *   the elements whose right edge passes the viewport (outside any box that clips overflow) are
 *   named: the outermost one and, inside it, the deepest one that sticks out the furthest.
 *
 * - Touch targets of at least 44×44 CSS px (WCAG 2.5.5 "Target Size (Enhanced)"; the product asks
 *   for it on mobile). A target is every rendered interactive element: `a[href]`, `button`,
 *   `input` (not type=hidden), `select`, `textarea`, `summary`, `area[href]` and the elements with
 *   an interactive ARIA role (button, link, checkbox, radio, switch, tab, menuitem…, option). Its
 *   size is that of its own box or of one of its labels (a click on a label activates the
 *   control): a checkbox passes through its 44 px label row, a visually hidden file input through
 *   the label that looks like its button. Not judged:
 *     - controls with no rendered box of 2 px or more, neither theirs nor a label's (not shown:
 *       `display: none`, `visibility: hidden`, inside `[inert]`, clipped away by a parent with
 *       `overflow: hidden`/`clip`, moved out of the page like a skip link before it has focus, or
 *       visually hidden with no visible label);
 *     - inline targets (WCAG's "Inline" exception): `display: inline` inside a block of text that
 *       has words of its own, for example a link in a sentence.
 *   A box passes when both sides are at least 44 px minus half a pixel (sub-pixel layout).
 *
 * The `collect*` functions run in the page (`page.evaluate`): each is self-contained. The `judge*`
 * functions are pure and unit-tested (layoutChecks.test.ts); `check*` do both on a Playwright page.
 */

/** The title prefix of each check's step in the visual run (layout.ts), counted by run.mjs. */
export const LAYOUT_STEP_PREFIX = 'layout: ';

export const TOUCH_TARGET_MIN = 44;
/** Sub-pixel layout: a 43.6 px box is drawn as 44 device pixels at 1x. */
export const TOUCH_TARGET_TOLERANCE = 0.5;
/** scrollWidth and clientWidth are rounded integers: allow one pixel of rounding. */
export const SCROLL_TOLERANCE = 1;

export const TARGET_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="option"]',
].join(', ');

/**
 * In the page: the facts about every target in `root` (a CSS selector, default the body).
 * @param {{ selector: string, root?: string }} options
 */
export function collectTargetFacts({ selector, root }) {
  const scope = root ? document.querySelector(root) : document.body;
  if (!scope) throw new Error(`layout check: no element matches ${root}`);
  const text = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const clips = (style) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  /** Size of the box, and whether any of it shows (rendered, not inert, not clipped away). */
  const box = (el) => {
    const rect = el.getBoundingClientRect();
    const facts = { width: rect.width, height: rect.height, shown: false };
    if (el.closest('[inert]')) return facts;
    if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
      return facts;
    // Only the part inside the page can be reached (a skip link moved above it is not a target).
    const html = document.documentElement;
    let left = Math.max(rect.left, -window.scrollX);
    let top = Math.max(rect.top, -window.scrollY);
    let right = Math.min(rect.right, html.scrollWidth - window.scrollX);
    let bottom = Math.min(rect.bottom, html.scrollHeight - window.scrollY);
    // Parents up to the first fixed one (a fixed box escapes the clipping of those around it).
    let escaped = getComputedStyle(el).position === 'fixed';
    for (let parent = el.parentElement; parent && !escaped; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      const style = getComputedStyle(parent);
      escaped = style.position === 'fixed';
      if (!clips(style)) continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    facts.shown = right - left >= 2 && bottom - top >= 2;
    return facts;
  };
  const describe = (el) => {
    const role = el.getAttribute('role');
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent : ''))
      .join(' ');
    const labels = 'labels' in el && el.labels ? [...el.labels].map((l) => l.textContent) : [];
    const name =
      text(el.getAttribute('aria-label')) ||
      text(labelledBy) ||
      text(labels.join(' ')) ||
      text(el.textContent) ||
      text(el.getAttribute('title')) ||
      text(el.querySelector('img[alt]')?.getAttribute('alt')) ||
      text(el.getAttribute('placeholder')) ||
      text(el.getAttribute('name'));
    const short = name.length > 48 ? `${name.slice(0, 47)}…` : name;
    return `${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''}${short ? ` "${short}"` : ''}`;
  };
  /** The text of the nearest block around `el`, without the text of `el` itself. */
  const surroundingText = (el) => {
    let block = el.parentElement;
    while (block && block !== document.body) {
      const display = getComputedStyle(block).display;
      if (display !== 'inline' && display !== 'contents') break;
      block = block.parentElement;
    }
    if (!block) return '';
    const own = el.textContent ?? '';
    const all = block.textContent ?? '';
    const at = all.indexOf(own);
    const rest = at >= 0 && own ? all.slice(0, at) + ' ' + all.slice(at + own.length) : all;
    return text(rest).slice(0, 120);
  };
  const targets = [
    ...(scope.matches(selector) ? [scope] : []),
    ...scope.querySelectorAll(selector),
  ];
  return targets.map((el) => {
    // A click on any label of a control (around it or bound by `for`) activates it.
    const labels = 'labels' in el && el.labels ? [...el.labels] : [];
    return {
      element: describe(el),
      display: getComputedStyle(el).display,
      surroundingText: surroundingText(el),
      self: box(el),
      labels: labels.map(box),
    };
  });
}

/**
 * In the page: document width against the viewport, and when it is wider, what sticks out.
 * @param {{ tolerance: number }} options
 */
export function collectScrollFacts({ tolerance }) {
  const html = document.documentElement;
  const facts = { scrollWidth: html.scrollWidth, clientWidth: html.clientWidth, offenders: [] };
  if (facts.scrollWidth <= facts.clientWidth + tolerance) return facts;
  const limit = facts.clientWidth + tolerance;
  const text = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const describe = (el) => {
    const id = el.id ? `#${el.id}` : '';
    const testId = el.getAttribute('data-testid');
    const cls = [...el.classList].filter((c) => !/^sc-|^[a-zA-Z]{5,7}$/.test(c)).slice(0, 2);
    const name = text(el.getAttribute('aria-label')) || text(el.textContent);
    const short = name.length > 40 ? `${name.slice(0, 39)}…` : name;
    const rect = el.getBoundingClientRect();
    return `${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls.map((c) => `.${c}`).join('')}${short ? ` "${short}"` : ''} (right edge ${Math.round(rect.right)}, width ${Math.round(rect.width)})`;
  };
  const sticksOut = new Set();
  const walk = (el, clipped) => {
    const style = getComputedStyle(el);
    if (style.display === 'none') return;
    if (!clipped && el !== document.body && el.getBoundingClientRect().right > limit)
      sticksOut.add(el);
    const clipsX = ['hidden', 'clip', 'auto', 'scroll'].includes(style.overflowX);
    for (const child of el.children) walk(child, clipped || (clipsX && el !== document.body));
  };
  walk(document.body, false);
  const outermost = [...sticksOut].filter((el) => !sticksOut.has(el.parentElement));
  facts.offenders = outermost.slice(0, 3).map((el) => {
    let deepest = el;
    for (;;) {
      const children = [...deepest.children].filter((child) => sticksOut.has(child));
      if (children.length === 0) break;
      deepest = children.reduce((a, b) =>
        b.getBoundingClientRect().right > a.getBoundingClientRect().right ? b : a,
      );
    }
    return deepest === el ? describe(el) : `${describe(el)} › ${describe(deepest)}`;
  });
  return facts;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const round = (n) => Math.round(n * 10) / 10;

/**
 * Judges the collected targets: the ones that are shown, not inline in text, and have no box
 * (their own or a label's) of at least `min` × `min`.
 * @param {import('./layoutChecks.d.mts').TargetFacts[]} targets
 * @returns {import('./layoutChecks.d.mts').TargetFailure[]}
 */
export function judgeTargets(
  targets,
  { min = TOUCH_TARGET_MIN, tolerance = TOUCH_TARGET_TOLERANCE } = {},
) {
  const failures = [];
  for (const target of targets) {
    const boxes = [target.self, ...target.labels].filter((box) => box.shown);
    if (boxes.length === 0) continue;
    if (target.display === 'inline' && LETTER_OR_DIGIT.test(target.surroundingText)) continue;
    const fits = (box) => box.width >= min - tolerance && box.height >= min - tolerance;
    if (boxes.some(fits)) continue;
    const size = (box) => ({ width: round(box.width), height: round(box.height) });
    failures.push({
      element: target.element,
      self: target.self.shown ? size(target.self) : null,
      labels: target.labels.filter((box) => box.shown).map(size),
    });
  }
  return failures;
}

/**
 * Judges the scroll facts: null when the page does not scroll sideways, else a message.
 * @param {import('./layoutChecks.d.mts').ScrollFacts} facts
 */
export function judgeScroll(facts, { tolerance = SCROLL_TOLERANCE } = {}) {
  if (facts.scrollWidth <= facts.clientWidth + tolerance) return null;
  const what = facts.offenders.length ? facts.offenders.join('; ') : 'no single element found';
  return `scrolls sideways: scrollWidth ${facts.scrollWidth} > clientWidth ${facts.clientWidth}; sticking out: ${what}`;
}

/** A failure as one line: `input[type=checkbox] "Aceito" is 22×22 px, its label 280×21 px`. */
export function formatTargetFailure(failure) {
  const size = (box) => `${box.width}×${box.height} px`;
  const own = failure.self ? `is ${size(failure.self)}` : 'is hidden';
  const labels = failure.labels.length
    ? `, its label${failure.labels.length > 1 ? 's' : ''} ${failure.labels.map(size).join(' and ')}`
    : '';
  return `${failure.element} ${own}${labels}`;
}

/** The touch targets of the page (or of `root` in it) that are too small. */
export async function checkTouchTargets(page, options = {}) {
  const facts = await page.evaluate(collectTargetFacts, {
    selector: TARGET_SELECTOR,
    ...(options.root ? { root: options.root } : {}),
  });
  return judgeTargets(facts, options);
}

/** Null when the page does not scroll sideways, else what sticks out. */
export async function checkHorizontalScroll(page, options = {}) {
  const tolerance = options.tolerance ?? SCROLL_TOLERANCE;
  const facts = await page.evaluate(collectScrollFacts, { tolerance });
  return judgeScroll(facts, { tolerance });
}
