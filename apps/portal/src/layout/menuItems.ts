import type { MenuItem } from '@jornada/ui';
import { CAMPAIGN_NAMES, HOW_TO_MENU_ORDER, howToPath } from '../content/slugs';

/** The header menu (spec, Header): Home, the `Como Participar` submenu, Regulamento. */
export const menuItems: readonly MenuItem[] = [
  { label: 'Home', target: '/' },
  {
    label: 'Como Participar',
    target: '/como-participar',
    children: HOW_TO_MENU_ORDER.map((slug) => ({
      label: CAMPAIGN_NAMES[slug],
      target: howToPath(slug),
    })),
  },
  { label: 'Regulamento', target: '/regulamento' },
];
