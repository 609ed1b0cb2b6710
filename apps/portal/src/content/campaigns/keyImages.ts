/**
 * Each campaign's key visual without its texts: what /home's tiles show (their text is the
 * campaign's name, on its line of ./list.ts), so that /home loads no campaign text.
 */
import { IMAGE_SIZES } from './imageFiles';
import type { CampaignSlug } from './list';

const KEY_IMAGES = import.meta.glob<string>('./*/key.{svg,png,jpg,webp}', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** A campaign's key visual (./<slug>/key.svg or .png, .jpg, .webp): its URL and size. */
export function keyImageOf(slug: CampaignSlug): { src: string; width: number; height: number } {
  const src = Object.entries(KEY_IMAGES).find(([path]) => path.startsWith(`./${slug}/`))?.[1];
  if (!src) throw new Error(`content: campaigns/${slug} has no key image`);
  return { src, ...IMAGE_SIZES.key };
}
