/** One entry of the header menu: internal path or external URL, optionally with a submenu. */
export interface MenuItem {
  label: string;
  /** Internal path (`/regulamento`) or, when `external`, a full URL. */
  target: string;
  /** Opens in a new window instead of navigating inside the portal. */
  external?: boolean;
  /** Opens in a new tab (`target="_blank"`), internal or external. */
  newTab?: boolean;
  /** A submenu: the entry becomes a disclosure button that shows these items. */
  children?: readonly MenuItem[];
}

/** The campaigns of the journey, in the order of the `Como Participar` submenu (copy.md names). */
export const campaignHowToItems: readonly MenuItem[] = [
  { label: 'Top Brasil', target: '/como-participar/top-brasil' },
  { label: 'Anual', target: '/como-participar/anual' },
  { label: 'Consumo', target: '/como-participar/consumo' },
  { label: 'Profissional Cesta Básica', target: '/como-participar/profissional-cesta-basica' },
  { label: 'Mix e Positivação', target: '/como-participar/mix-positivacao' },
  { label: 'Novos Clientes', target: '/como-participar/novos-clientes' },
  { label: 'São João', target: '/como-participar/sao-joao' },
];

/** Default menu of the spec; the full list comes from a shared configuration passed as a prop. */
export const defaultMenuItems: readonly MenuItem[] = [
  { label: 'Home', target: '/' },
  { label: 'Como Participar', target: '/como-participar', children: campaignHowToItems },
  { label: 'Regulamento', target: '/regulamento' },
];
