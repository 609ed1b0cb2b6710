import type { Page } from 'playwright-core';

export interface BoxFacts {
  width: number;
  height: number;
  /** Rendered, not inert, and at least 2×2 px of it not clipped away by a parent. */
  shown: boolean;
}

export interface TargetFacts {
  /** For messages: tag, type, role and accessible name, e.g. `button "Abrir menu"`. */
  element: string;
  /** Computed `display` of the target. */
  display: string;
  /** Text of the nearest block around the target, without the target's own text. */
  surroundingText: string;
  self: BoxFacts;
  /** The boxes of the control's labels (a click on them activates it). */
  labels: BoxFacts[];
}

export interface Size {
  width: number;
  height: number;
}

export interface TargetFailure {
  element: string;
  /** Its own box, rounded to 0.1 px; null when it is not shown (judged by its labels). */
  self: Size | null;
  /** The boxes of its shown labels, rounded to 0.1 px. */
  labels: Size[];
}

export interface ScrollFacts {
  scrollWidth: number;
  clientWidth: number;
  /** Filled only when the document is wider than the viewport. */
  offenders: string[];
}

export interface TargetOptions {
  min?: number;
  tolerance?: number;
  /** CSS selector of the part of the page to check (default: the whole body). */
  root?: string;
}

export const TOUCH_TARGET_MIN: number;
export const TOUCH_TARGET_TOLERANCE: number;
export const LAYOUT_STEP_PREFIX: string;
export const SCROLL_TOLERANCE: number;
export const TARGET_SELECTOR: string;

export function collectTargetFacts(options: { selector: string; root?: string }): TargetFacts[];
export function collectScrollFacts(options: { tolerance: number }): ScrollFacts;
export function judgeTargets(
  targets: TargetFacts[],
  options?: { min?: number; tolerance?: number },
): TargetFailure[];
export function judgeScroll(facts: ScrollFacts, options?: { tolerance?: number }): string | null;
export function formatTargetFailure(failure: TargetFailure): string;
export function checkTouchTargets(page: Page, options?: TargetOptions): Promise<TargetFailure[]>;
export function checkHorizontalScroll(
  page: Page,
  options?: { tolerance?: number },
): Promise<string | null>;
