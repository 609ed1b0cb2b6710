import type { MenuItem } from './menu';

const howTo = (label: string, slug: string): MenuItem => ({
  label,
  target: `/como-participar/${slug}`,
});

/** SAMPLE menu for the stories, shaped like the portal's (which owns the real one). */
export const sampleMenuItems: readonly MenuItem[] = [
  { label: 'Home', target: '/' },
  {
    label: 'Como Participar',
    target: '/como-participar',
    children: [
      howTo('Top Brasil', 'top-brasil'),
      howTo('Anual', 'anual'),
      howTo('Consumo', 'consumo'),
      howTo('Profissional Cesta Básica', 'profissional-cesta-basica'),
      howTo('Mix e Positivação', 'mix-positivacao'),
      howTo('Novos Clientes', 'novos-clientes'),
      howTo('São João', 'sao-joao'),
    ],
  },
  { label: 'Regulamento', target: '/regulamento' },
];
