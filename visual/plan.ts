/** Where the visual tests find what to shoot; globalSetup.ts writes the stories' plan. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STORYBOOK_DIR = path.join(ROOT, 'storybook-static');
/** Outside the run's output folder, which Playwright empties before the global setup. */
export const PLAN_FILE = path.join(ROOT, 'test-results/visual-plan.json');

/** The review's widths: phone and desktop. */
export const WIDTHS = [375, 1280] as const;
export const HEIGHT = 800;

/** `npm run visual -- --layout-only` (run.mjs): the stories' layout checks, no screenshots. */
export const LAYOUT_ONLY = process.env.VISUAL_LAYOUT_ONLY === '1';

export interface PlannedStory {
  id: string;
  /** `Title › Name`, for the report. */
  title: string;
  /** The width of the viewport the story names (`globals.viewport`): shot there only. */
  ownWidth?: number;
  /** Tag `visual-keep-focus`: shot with its focused control (others are blurred). */
  keepFocus: boolean;
  /** Tag `layout-allows-scroll`: not checked for horizontal scroll. */
  allowsScroll: boolean;
  /** Tag `layout-small-targets`: not checked for touch targets. */
  smallTargets: boolean;
}

/** The plan of the last global setup (none before the first run, or with `--list` alone). */
export function readPlan(): PlannedStory[] {
  if (!existsSync(PLAN_FILE)) {
    console.warn(`visual: no ${path.relative(ROOT, PLAN_FILE)} yet: run \`npm run visual\` once.`);
    return [];
  }
  return JSON.parse(readFileSync(PLAN_FILE, 'utf8')) as PlannedStory[];
}
