/**
 * The seven campaign slugs, in the home order of the spec (also the values of `{campanha}`).
 * A module of its own, without the images, so the end-to-end tests can read it too.
 */
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
