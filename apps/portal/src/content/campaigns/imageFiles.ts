/**
 * The names of a campaign folder's image files, and the size of each kind: what the pages (./index.ts,
 * in the browser) and the build's check (build/campaignContent.ts, in Node) agree on. No imports.
 *
 * - `key.svg`: the key visual (1200x600);
 * - `regulamento-1.svg`, `-2`, …: the regulation pages (800x1100), in reading order;
 * - `como-participar-geral.svg`: the how-to overview, and `como-participar-1.svg`, `-2`, …: the
 *   dated steps in date order (800x500).
 *
 * SVG is preferred; PNG, JPG and WebP files work the same way (`key.webp`).
 */

/** The file extensions of campaign images (the service worker's list holds each of them). */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'webp'] as const;

/** The texts file of a campaign folder. */
export const TEXTS_FILE = 'campaign.json';

export const KEY_IMAGE = 'key';
export const HOW_TO_GENERAL = 'como-participar-geral';
export const REGULATION_PREFIX = 'regulamento-';
export const HOW_TO_STEP_PREFIX = 'como-participar-';

/** Intrinsic sizes (px): the pages set them on each `<img>` so nothing shifts while it loads. */
export const IMAGE_SIZES = {
  key: { width: 1200, height: 600 },
  regulation: { width: 800, height: 1100 },
  howTo: { width: 800, height: 500 },
} as const;

/** What an image file of a campaign folder is. */
export type ImageRole =
  | { readonly kind: 'key' }
  | { readonly kind: 'regulation'; readonly number: number }
  | { readonly kind: 'general' }
  | { readonly kind: 'step'; readonly number: number };

/**
 * An image file's name without its extension (`regulamento-2.svg` -> `regulamento-2`: the key of
 * its texts in campaign.json) and its role, or undefined for a file that is not a campaign image.
 */
export function imageFile(fileName: string): { name: string; role: ImageRole } | undefined {
  // (Built here, not at the top: the pages load the constants above, never this function.)
  const name = new RegExp(`^(.+)\\.(${IMAGE_EXTENSIONS.join('|')})$`).exec(fileName)?.[1];
  if (name === undefined) return undefined;
  if (name === KEY_IMAGE) return { name, role: { kind: 'key' } };
  if (name === HOW_TO_GENERAL) return { name, role: { kind: 'general' } };
  const numbered = new RegExp(`^(${REGULATION_PREFIX}|${HOW_TO_STEP_PREFIX})([1-9]\\d*)$`).exec(
    name,
  );
  if (!numbered) return undefined;
  const number = Number(numbered[2]);
  return {
    name,
    role:
      numbered[1] === REGULATION_PREFIX ? { kind: 'regulation', number } : { kind: 'step', number },
  };
}
