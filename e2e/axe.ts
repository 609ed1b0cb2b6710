import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { expectLivePage } from './livePage';

// Injected through DevTools evaluation, not a <script> tag: the portal's CSP (rightly) refuses
// inline scripts it does not know, and the tests run under that CSP.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA) on the page and fails with a readable list of violations.
 * Waits for the app to have replaced a prerendered screen and for finite animations to end, so
 * the live page at rest is what gets scanned.
 */
export async function expectNoA11yViolations(page: Page) {
  await expectLivePage(page);
  // Contrast measured mid-animation (a panel fading in) is not the page's: let finite ones end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
