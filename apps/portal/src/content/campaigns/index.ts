/**
 * Campaign content as data, for the pages: one folder per campaign next to this file (its
 * campaign.json and its images), in the order of ./list.ts. Vite finds the files (import.meta.glob):
 * each image is a URL that Vite fingerprints at build time, and `?no-inline` keeps small SVGs as
 * files (cached, lazily loaded) instead of inlining them into the JavaScript. The build checks the
 * folders against the list before it bundles them (build/campaignContent.ts). To replace a text or
 * an image, or add a campaign, see ../README.md.
 */
import type { CampaignTexts, ContentImage } from '../types';
import {
  HOW_TO_GENERAL,
  HOW_TO_STEP_PREFIX,
  IMAGE_SIZES,
  KEY_IMAGE,
  REGULATION_PREFIX,
  TEXTS_FILE,
} from './imageFiles';
import { keyImageOf } from './keyImages';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS, REGULATION_ORDER, type CampaignSlug } from './list';

export type { ContentImage } from '../types';
export { CAMPAIGN_SLUGS, HOW_TO_MENU_ORDER, REGULATION_ORDER, type CampaignSlug } from './list';

/** A how-to ("como participar") image: a dated step or the general overview. */
export interface HowToImage extends ContentImage {
  readonly kind: 'dated' | 'general';
  /** Short visible caption in pt-BR. */
  readonly caption: string;
}

export interface Campaign {
  readonly slug: CampaignSlug;
  /** Campaign name (tiles, headings, `Como participar — {name}`). */
  readonly name: string;
  /** Title of the campaign's section on /regulamento. */
  readonly regulationName: string;
  /** Descriptive text, one string per paragraph. */
  readonly description: readonly string[];
  /** Cycles shown on the campaign page; empty for campaigns without cycles. */
  readonly cycles: readonly string[];
  /** Key visual (1200x600): the largest image of the campaign page. */
  readonly keyImage: ContentImage;
  /** Regulation page images (800x1100), in reading order. */
  readonly regulationPages: readonly ContentImage[];
  /** How-to images (800x500): the general overview first, then the dated steps in date order. */
  readonly howTo: readonly HowToImage[];
}

const TEXTS = import.meta.glob<CampaignTexts>('./*/campaign.json', {
  eager: true,
  import: 'default',
});

/** Each image but the key visuals (./keyImages.ts has them), by folder and name: `anual/regulamento-1`. */
const IMAGES = new Map(
  Object.entries(
    import.meta.glob<string>(['./*/*.{svg,png,jpg,webp}', '!./*/key.*'], {
      eager: true,
      query: '?no-inline',
      import: 'default',
    }),
  ).map(([path, src]) => [path.slice(2, path.lastIndexOf('.')), src]),
);

function campaign(slug: CampaignSlug): Campaign {
  const texts = TEXTS[`./${slug}/${TEXTS_FILE}`];
  if (!texts) throw new Error(`content: no campaigns/${slug}/${TEXTS_FILE}`);
  const image = (name: string, size: { width: number; height: number }) => ({
    src: IMAGES.get(`${slug}/${name}`) ?? '',
    ...size,
    alt: texts.images[name]?.alt ?? '',
  });
  const howTo = (name: string, kind: HowToImage['kind']): HowToImage => ({
    ...image(name, IMAGE_SIZES.howTo),
    kind,
    caption: texts.images[name]?.caption ?? '',
  });
  /** `regulamento-1`, `regulamento-2`, … up to the last file (the build checks there is no gap). */
  const numbered = (prefix: string) => {
    const names: string[] = [];
    for (let n = 1; IMAGES.has(`${slug}/${prefix}${n}`); n += 1) names.push(`${prefix}${n}`);
    return names;
  };
  return {
    slug,
    name: CAMPAIGN_NAMES[slug],
    regulationName: texts.regulationName,
    description: texts.description,
    cycles: texts.cycles,
    keyImage: { ...keyImageOf(slug), alt: texts.images[KEY_IMAGE]?.alt ?? '' },
    regulationPages: numbered(REGULATION_PREFIX).map((name) => image(name, IMAGE_SIZES.regulation)),
    howTo: [
      howTo(HOW_TO_GENERAL, 'general'),
      ...numbered(HOW_TO_STEP_PREFIX).map((name) => howTo(name, 'dated')),
    ],
  };
}

/** Every campaign, in the home order of the spec. */
export const campaigns: readonly Campaign[] = CAMPAIGN_SLUGS.map(campaign);

const bySlug = new Map<string, Campaign>(campaigns.map((item) => [item.slug, item]));

/** True when `value` is the slug of a campaign (use it on a route param). */
export function isCampaignSlug(value: unknown): value is CampaignSlug {
  return typeof value === 'string' && bySlug.has(value);
}

/** The campaign of a slug. */
export function campaignBySlug(slug: CampaignSlug): Campaign {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`Unknown campaign slug: ${slug}`);
  return found;
}

/** The campaigns in the /regulamento order. */
export const campaignsInRegulationOrder: readonly Campaign[] = REGULATION_ORDER.map(campaignBySlug);

/** The dated how-to images of a campaign (without the general overview). */
export function datedHowTo(item: Campaign): readonly HowToImage[] {
  return item.howTo.filter((image) => image.kind === 'dated');
}
