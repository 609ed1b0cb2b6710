import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SLUGS,
  HOW_TO_MENU_ORDER,
  REGULATION_ORDER,
  campaignBySlug,
  campaigns,
  campaignsInRegulationOrder,
  datedHowTo,
  isCampaignSlug,
} from './campaigns';
import {
  CAMPAIGNS,
  CAMPAIGN_NAMES,
  HOW_TO_MENU_PINS,
  REGULATION_PINS,
  type OrderPins,
} from './campaigns/list';
import { BUSINESS_UNITS, businessUnitAssets } from './businessUnits';
import { logoImage } from './logo';
import type { ContentImage } from './types';

const contentDir = fileURLToPath(new URL('.', import.meta.url));

/** The content file behind an imported URL (in Vitest the URL is the file's root-relative path). */
function fileOf(image: ContentImage): string {
  const relative = image.src.split('?')[0]?.split('/src/content/')[1];
  if (!relative) throw new Error(`Unexpected image URL: ${image.src}`);
  return relative;
}

const svgOf = (image: ContentImage) => readFileSync(contentDir + fileOf(image), 'utf8');

/** SVG artwork (a campaign may use a PNG, JPG or WebP file instead). */
const isSvg = (image: ContentImage) => fileOf(image).endsWith('.svg');

const allImages: ContentImage[] = [
  logoImage,
  ...campaigns.flatMap((c) => [c.keyImage, ...c.regulationPages, ...c.howTo]),
  ...BUSINESS_UNITS.flatMap((u) => {
    const assets = businessUnitAssets(u);
    return assets ? [assets.ship, assets.shield] : [];
  }),
];

const sorted = (slugs: readonly string[]) => [...slugs].sort();

describe('campaign content', () => {
  it('has a campaign for each line of the list, in its order, with its name', () => {
    expect(campaigns.map((c) => [c.slug, c.name])).toEqual(Object.entries(CAMPAIGNS));
    expect(CAMPAIGN_SLUGS).toEqual(campaigns.map((c) => c.slug));
    for (const c of campaigns) expect(CAMPAIGN_NAMES[c.slug]).toBe(c.name);
  });

  it('gives every campaign a distinct slug, name and regulation title', () => {
    for (const key of ['slug', 'name', 'regulationName'] as const) {
      expect(new Set(campaigns.map((c) => c[key])).size, key).toBe(campaigns.length);
    }
  });

  it('gives every campaign a page: text paragraphs and labelled cycles, if any', () => {
    for (const c of campaigns) {
      expect(c.regulationName.trim(), c.slug).not.toBe('');
      expect(c.description.length, c.slug).toBeGreaterThan(0);
      for (const text of [...c.description, ...c.cycles]) expect(text.trim(), c.slug).not.toBe('');
    }
  });

  it('gives every campaign a how-to of the general image and at least four dated ones', () => {
    for (const c of campaigns) {
      expect(c.howTo.length, c.slug).toBeGreaterThanOrEqual(5);
      expect(c.howTo[0]?.kind, c.slug).toBe('general');
      expect(datedHowTo(c), c.slug).toHaveLength(c.howTo.length - 1);
      for (const image of c.howTo) expect(image.caption.trim(), image.src).not.toBe('');
    }
  });

  it("shows each campaign folder's images in the order of the numbers in their names", () => {
    for (const c of campaigns) {
      const folder = readdirSync(`${contentDir}campaigns/${c.slug}`);
      const numbered = (prefix: string) =>
        folder
          .filter((file) => new RegExp(`^${prefix}-\\d+\\.`).test(file))
          .sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]))
          .map((file) => `campaigns/${c.slug}/${file}`);
      expect(fileOf(c.keyImage)).toMatch(new RegExp(`^campaigns/${c.slug}/key\\.`));
      expect(c.regulationPages.map(fileOf), c.slug).toEqual(numbered('regulamento'));
      expect(c.howTo.map(fileOf), c.slug).toEqual([
        expect.stringMatching(new RegExp(`^campaigns/${c.slug}/como-participar-geral\\.`)),
        ...numbered('como-participar'),
      ]);
    }
  });

  it('gives every campaign a section of /regulamento with at least one page', () => {
    expect(campaignsInRegulationOrder.map((c) => c.slug)).toEqual(REGULATION_ORDER);
    for (const c of campaigns) expect(c.regulationPages.length, c.slug).toBeGreaterThan(0);
  });

  it('orders the submenu and /regulamento as the list and its pins say', () => {
    const check = (order: readonly string[], { first, last = [] }: OrderPins) => {
      expect(sorted(order)).toEqual(sorted(CAMPAIGN_SLUGS));
      expect(order.slice(0, first.length)).toEqual(first);
      expect(order.slice(order.length - last.length)).toEqual(last);
      const pinned = new Set<string>([...first, ...last]);
      expect(order.slice(first.length, order.length - last.length)).toEqual(
        CAMPAIGN_SLUGS.filter((slug) => !pinned.has(slug)),
      );
    };
    check(HOW_TO_MENU_ORDER, HOW_TO_MENU_PINS);
    check(REGULATION_ORDER, REGULATION_PINS);
  });

  it('recognises slugs and finds campaigns by slug', () => {
    for (const c of campaigns) {
      expect(isCampaignSlug(c.slug)).toBe(true);
      expect(campaignBySlug(c.slug)).toBe(c);
    }
    const [first] = campaigns;
    expect(isCampaignSlug(`${first?.slug} `)).toBe(false);
    expect(isCampaignSlug(first?.slug.toUpperCase())).toBe(false);
    expect(isCampaignSlug('constructor')).toBe(false);
    expect(isCampaignSlug(undefined)).toBe(false);
  });
});

describe('business units', () => {
  it('gives each unit its ship and shield with the copy deck alts and a download name', () => {
    expect(businessUnitAssets('UN NO/NE')).toMatchObject({
      unidade: 'UN NO/NE',
      ship: { alt: 'Nave da UN NO/NE', downloadName: 'nave-un-no-ne.png' },
      shield: { alt: 'Escudo da UN NO/NE', downloadName: 'escudo-un-no-ne.png' },
    });
    expect(businessUnitAssets('UN SUDESTE/SUL')?.ship.downloadName).toBe('nave-un-sudeste-sul.png');
    expect(businessUnitAssets(' un cn ')?.unidade).toBe('UN CN');
    expect(businessUnitAssets('UN OUTRA')).toBeUndefined();
    expect(businessUnitAssets(undefined)).toBeUndefined();
    const sources = BUSINESS_UNITS.flatMap((u) => {
      const assets = businessUnitAssets(u);
      return [assets?.ship.src, assets?.shield.src];
    });
    expect(new Set(sources).size).toBe(8);
    // Each download is the rendering of its own artwork (build/pngArtwork.test.ts: as a PNG).
    const downloads = BUSINESS_UNITS.flatMap((u) => {
      const assets = businessUnitAssets(u);
      return [assets?.ship.downloadSrc, assets?.shield.downloadSrc];
    });
    expect(new Set(downloads).size).toBe(8);
  });
});

describe('images', () => {
  it('every image has a distinct file, a size and an alt', () => {
    expect(new Set(allImages.map((image) => image.src)).size).toBe(allImages.length);
    for (const image of allImages) {
      expect(image.width, image.src).toBeGreaterThan(0);
      expect(image.height, image.src).toBeGreaterThan(0);
      expect(image.alt.trim(), image.src).not.toBe('');
    }
  });

  it('each SVG matches its declared size, stays small and loads nothing external', () => {
    for (const image of allImages.filter(isSvg)) {
      const svg = svgOf(image);
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root, image.src).toMatch(new RegExp(`\\swidth="${image.width}(px)?"`));
      expect(root, image.src).toMatch(new RegExp(`\\sheight="${image.height}(px)?"`));
      expect(svg.length, image.src).toBeLessThan(8 * 1024);
      expect(svg, image.src).not.toMatch(/<image|href="(?!#)|@import|@font-face|url\((?!#)/);
    }
  });

  it('marks regulation pages and how-to images as sample content', () => {
    for (const c of campaigns) {
      for (const image of [...c.regulationPages, ...c.howTo].filter(isSvg)) {
        expect(svgOf(image), image.src).toContain('AMOSTRA');
      }
    }
  });
});
