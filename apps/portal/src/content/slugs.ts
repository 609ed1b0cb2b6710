/**
 * The seven campaigns' slugs and names: a module of its own, without the images, so the header (on
 * every page) and the end-to-end tests can read it too.
 */

/** The slugs in the home order of the spec (also the values of `{campanha}`). */
export const CAMPAIGN_SLUGS = [
  'anual',
  'top-brasil',
  'consumo',
  'profissional-cesta-basica',
  'mix-positivacao',
  'novos-clientes',
  'sao-joao',
] as const;

export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number];

/** Campaign names (copy.md): tiles, headings, the `Como Participar` submenu. */
export const CAMPAIGN_NAMES: Readonly<Record<CampaignSlug, string>> = {
  anual: 'Anual',
  'top-brasil': 'Top Brasil',
  consumo: 'Consumo',
  'profissional-cesta-basica': 'Profissional Cesta Básica',
  'mix-positivacao': 'Mix e Positivação',
  'novos-clientes': 'Novos Clientes',
  'sao-joao': 'São João',
};

/** The `Como Participar` submenu's order (spec, Header): not the home order. */
export const HOW_TO_MENU_ORDER: readonly CampaignSlug[] = [
  'top-brasil',
  'anual',
  'consumo',
  'profissional-cesta-basica',
  'mix-positivacao',
  'novos-clientes',
  'sao-joao',
];
