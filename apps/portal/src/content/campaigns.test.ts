import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_SLUGS,
  CYCLES_2025,
  REGULATION_ORDER,
  campaignBySlug,
  campaigns,
  campaignsInRegulationOrder,
  datedHowTo,
  isCampaignSlug,
} from './campaigns';
import { BUSINESS_UNITS, businessUnitAssets } from './businessUnits';
import { logoImage } from './logo';
import type { ContentImage } from './types';

const contentDir = fileURLToPath(new URL('.', import.meta.url));

/** The SVG source behind an imported URL (in Vitest the URL is the file's root-relative path). */
function svgOf(image: ContentImage): string {
  const relative = image.src.split('?')[0]?.split('/src/content/')[1];
  if (!relative) throw new Error(`Unexpected image URL: ${image.src}`);
  return readFileSync(contentDir + relative, 'utf8');
}

const allImages: ContentImage[] = [
  logoImage,
  ...campaigns.flatMap((c) => [c.keyImage, ...c.regulationPages, ...c.howTo]),
  ...BUSINESS_UNITS.flatMap((u) => {
    const assets = businessUnitAssets(u);
    return assets ? [assets.ship, assets.shield] : [];
  }),
];

describe('campaign content', () => {
  it('has the seven slugs in the home order of the spec', () => {
    expect(campaigns.map((c) => c.slug)).toEqual([
      'anual',
      'top-brasil',
      'consumo',
      'profissional-cesta-basica',
      'mix-positivacao',
      'novos-clientes',
      'sao-joao',
    ]);
    expect(CAMPAIGN_SLUGS).toEqual(campaigns.map((c) => c.slug));
  });

  it('uses the names and regulation names of the copy deck', () => {
    expect(campaigns.map((c) => [c.slug, c.name, c.regulationName])).toEqual([
      ['anual', 'Anual', 'Anual 2025'],
      ['top-brasil', 'Top Brasil', 'Top Brasil 2025'],
      ['consumo', 'Consumo', 'Consumo — 1º ciclo 2025'],
      [
        'profissional-cesta-basica',
        'Profissional Cesta Básica',
        'Profissional Cesta Básica — ciclo 2025',
      ],
      ['mix-positivacao', 'Mix e Positivação', 'Mix e Positivação — 1º ciclo'],
      ['novos-clientes', 'Novos Clientes', 'Novos Clientes 2025'],
      ['sao-joao', 'São João', 'São João 2025'],
    ]);
  });

  it('shows the three 2025 cycles only on consumo, profissional-cesta-basica and mix-positivacao', () => {
    expect(CYCLES_2025).toEqual(['Março–Maio 2025', 'Junho–Agosto 2025', 'Setembro–Novembro 2025']);
    for (const c of campaigns) {
      const withCycles = ['consumo', 'profissional-cesta-basica', 'mix-positivacao'].includes(
        c.slug,
      );
      expect(c.cycles, c.slug).toEqual(withCycles ? CYCLES_2025 : []);
    }
  });

  it('has 2-3 descriptive paragraphs and 2-3 regulation pages per campaign', () => {
    for (const c of campaigns) {
      expect(c.description.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.description.length, c.slug).toBeLessThanOrEqual(3);
      expect(c.regulationPages.length, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.regulationPages.length, c.slug).toBeLessThanOrEqual(3);
    }
  });

  it('lists four dated how-to images plus one general (mix-positivacao five plus one)', () => {
    for (const c of campaigns) {
      const dated = c.slug === 'mix-positivacao' ? 5 : 4;
      expect(datedHowTo(c), c.slug).toHaveLength(dated);
      expect(
        c.howTo.filter((image) => image.kind === 'general'),
        c.slug,
      ).toHaveLength(1);
      expect(c.howTo[0]?.kind, c.slug).toBe('general');
      for (const image of c.howTo) expect(image.caption.trim(), image.src).not.toBe('');
    }
  });

  it('orders /regulamento as the spec lists it', () => {
    expect(REGULATION_ORDER).toEqual([
      'mix-positivacao',
      'consumo',
      'anual',
      'profissional-cesta-basica',
      'novos-clientes',
      'sao-joao',
      'top-brasil',
    ]);
    expect(campaignsInRegulationOrder.map((c) => c.slug)).toEqual(REGULATION_ORDER);
  });

  it('recognises slugs and finds campaigns by slug', () => {
    expect(isCampaignSlug('sao-joao')).toBe(true);
    expect(isCampaignSlug('São João')).toBe(false);
    expect(isCampaignSlug('constructor')).toBe(false);
    expect(isCampaignSlug(undefined)).toBe(false);
    expect(campaignBySlug('top-brasil').name).toBe('Top Brasil');
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
    for (const image of allImages) {
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
      for (const image of [...c.regulationPages, ...c.howTo]) {
        expect(svgOf(image), image.src).toContain('AMOSTRA');
      }
    }
  });
});
