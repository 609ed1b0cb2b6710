/**
 * THE list of campaigns: one line each, in the home order of the spec. A line is the campaign's
 * address (the value of `{campanha}` and the name of its folder next to this file: lowercase
 * letters, digits and hyphens, starting with a letter) and its name (tiles, headings, the
 * `Como Participar` submenu). Everything else of a campaign is in its folder (./<slug>/campaign.json
 * and the images); see ../README.md.
 *
 * Adding a campaign = its folder + one line here. The build checks the two agree
 * (build/campaignContent.ts). A module without imports: the header (on every page, so the names
 * live here and not in the folders' texts), the build and the end-to-end tests read it.
 */
export const CAMPAIGNS = {
  anual: 'Anual',
  'top-brasil': 'Top Brasil',
  consumo: 'Consumo',
  'profissional-cesta-basica': 'Profissional Cesta Básica',
  'mix-positivacao': 'Mix e Positivação',
  'novos-clientes': 'Novos Clientes',
  'sao-joao': 'São João',
} as const;

export type CampaignSlug = keyof typeof CAMPAIGNS;

/**
 * The spec's two other orders, as exceptions to the home order: the campaigns named `first` come
 * first and those named `last` come last, in the order written; every other campaign (a new one
 * too) keeps its place of the home order between them.
 */
export interface OrderPins {
  readonly first: readonly CampaignSlug[];
  readonly last?: readonly CampaignSlug[];
}

/** The `Como Participar` submenu (spec, Header): Top Brasil, then the home order. */
export const HOW_TO_MENU_PINS: OrderPins = { first: ['top-brasil'] };

/** The sections of /regulamento (spec, section 2): Mix e Positivação and Consumo first, Top Brasil last. */
export const REGULATION_PINS: OrderPins = {
  first: ['mix-positivacao', 'consumo'],
  last: ['top-brasil'],
};

/** The slugs in the home order (the order of the lines above). */
export const CAMPAIGN_SLUGS = Object.keys(CAMPAIGNS) as readonly CampaignSlug[];

/** Each campaign's name, by slug. */
export { CAMPAIGNS as CAMPAIGN_NAMES };

/** The home order with `pins` applied. */
export function pinnedOrder({ first, last = [] }: OrderPins): readonly CampaignSlug[] {
  const between = CAMPAIGN_SLUGS.filter((slug) => !first.includes(slug) && !last.includes(slug));
  return [...first, ...between, ...last];
}

/** The `Como Participar` submenu's order. */
export const HOW_TO_MENU_ORDER = pinnedOrder(HOW_TO_MENU_PINS);

/** The section order of /regulamento. */
export const REGULATION_ORDER = pinnedOrder(REGULATION_PINS);
