/**
 * Ship and shield artwork of each business unit (spec section 3), shown and downloadable on
 * /meu-perfil. Files live in ./images/unidades; replace them keeping name and size (see README).
 */
import type { ContentImage } from './types';
import naveSudesteSul from './images/unidades/nave-un-sudeste-sul.svg?no-inline';
import escudoSudesteSul from './images/unidades/escudo-un-sudeste-sul.svg?no-inline';
import naveCn from './images/unidades/nave-un-cn.svg?no-inline';
import escudoCn from './images/unidades/escudo-un-cn.svg?no-inline';
import naveNoNe from './images/unidades/nave-un-no-ne.svg?no-inline';
import escudoNoNe from './images/unidades/escudo-un-no-ne.svg?no-inline';
import naveTrade from './images/unidades/nave-un-trade.svg?no-inline';
import escudoTrade from './images/unidades/escudo-un-trade.svg?no-inline';

/** The business units, as the API writes them in `unidadeDeNegocio`. */
export const BUSINESS_UNITS = ['UN SUDESTE/SUL', 'UN CN', 'UN NO/NE', 'UN TRADE'] as const;

export type BusinessUnit = (typeof BUSINESS_UNITS)[number];

/** A downloadable image: the link saves `downloadSrc` under `downloadName`. */
export interface DownloadableImage extends ContentImage {
  /** The artwork as a PNG (a phone's gallery shows no SVG); the page itself shows `src`. */
  readonly downloadSrc: string;
  readonly downloadName: string;
}

export interface BusinessUnitAssets {
  readonly unidade: BusinessUnit;
  /** Readable name of the unit, in pt-BR. */
  readonly label: string;
  /** Ship image (480x480), alt `Nave da {unidade}`. */
  readonly ship: DownloadableImage;
  /** Shield image (400x480), alt `Escudo da {unidade}`. */
  readonly shield: DownloadableImage;
}

/** PNG renderings of ./images/unidades, made at build time by build/pngArtwork.ts. */
const PNG_FILES = import.meta.glob<string>('./images/unidades/*.svg', {
  query: '?png',
  import: 'default',
  eager: true,
});

function pngOf(name: string): string {
  const url = PNG_FILES[`./images/unidades/${name}.svg`];
  if (!url) throw new Error(`businessUnits: no ./images/unidades/${name}.svg`);
  return url;
}

const SHIP = { width: 480, height: 480 } as const;
const SHIELD = { width: 400, height: 480 } as const;

function unit(
  unidade: BusinessUnit,
  label: string,
  fileSlug: string,
  shipSrc: string,
  shieldSrc: string,
): BusinessUnitAssets {
  return {
    unidade,
    label,
    ship: {
      src: shipSrc,
      ...SHIP,
      alt: `Nave da ${unidade}`,
      downloadSrc: pngOf(`nave-${fileSlug}`),
      downloadName: `nave-${fileSlug}.png`,
    },
    shield: {
      src: shieldSrc,
      ...SHIELD,
      alt: `Escudo da ${unidade}`,
      downloadSrc: pngOf(`escudo-${fileSlug}`),
      downloadName: `escudo-${fileSlug}.png`,
    },
  };
}

const ASSETS: Readonly<Record<BusinessUnit, BusinessUnitAssets>> = {
  'UN SUDESTE/SUL': unit(
    'UN SUDESTE/SUL',
    'Sudeste e Sul',
    'un-sudeste-sul',
    naveSudesteSul,
    escudoSudesteSul,
  ),
  'UN CN': unit('UN CN', 'Centro-Norte', 'un-cn', naveCn, escudoCn),
  'UN NO/NE': unit('UN NO/NE', 'Norte e Nordeste', 'un-no-ne', naveNoNe, escudoNoNe),
  'UN TRADE': unit('UN TRADE', 'Trade', 'un-trade', naveTrade, escudoTrade),
};

/** Reads a `unidadeDeNegocio` value leniently (case and extra spaces do not matter). */
export function toBusinessUnit(value: unknown): BusinessUnit | undefined {
  if (typeof value !== 'string') return undefined;
  const normalised = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return BUSINESS_UNITS.find((candidate) => candidate === normalised);
}

/**
 * Ship and shield of a participant's business unit, or `undefined` for a value the portal does
 * not know (the profile then shows no unit artwork instead of a broken image).
 */
export function businessUnitAssets(
  unidade: string | null | undefined,
): BusinessUnitAssets | undefined {
  const known = toBusinessUnit(unidade);
  return known ? ASSETS[known] : undefined;
}
