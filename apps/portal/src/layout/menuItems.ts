import type { MenuItem } from '@jornada/ui';
import { CAMPAIGN_NAMES, HOW_TO_MENU_ORDER } from '../content/campaigns/list';
import { ROUTES, howToUrl } from '../routes/routeTable';

/** The header menu (spec, Header): Home, the `Como Participar` submenu, Regulamento. */
export const menuItems: readonly MenuItem[] = [
  { label: 'Home', target: ROUTES.landing.path },
  {
    label: 'Como Participar',
    target: '/como-participar',
    children: HOW_TO_MENU_ORDER.map((slug) => ({
      label: CAMPAIGN_NAMES[slug],
      target: howToUrl(slug),
    })),
  },
  { label: 'Regulamento', target: ROUTES.regulamento.path },
];
