import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkProps } from '../AppLink';
import { sampleKeyVisual } from '../CampaignTile/samples';
import { CampaignHero } from './CampaignHero';

const navigate = fn().mockName('router.navigate');
const renderLink = ({ href, children, ...rest }: LinkProps) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'UI/CampaignHero',
  component: CampaignHero,
  args: {
    name: 'Consumo',
    imageSrc: sampleKeyVisual('Consumo', { from: '#7a2e8f', to: '#b14fc9', planet: '#ffb3c7' }),
    width: 480,
    height: 300,
    description: [
      'Amostra de texto: a campanha Consumo premia a tripulação que amplia a presença dos nossos produtos nos clientes da sua carteira.',
      'Acompanhe os ciclos abaixo e confira as regras completas no regulamento.',
    ],
    cycles: ['Março–Maio 2025', 'Junho–Agosto 2025', 'Setembro–Novembro 2025'],
    howToHref: '/como-participar/consumo',
    regulationHref: '/regulamento',
    renderLink,
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof CampaignHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCycles: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consumo' })).toBeVisible();
    const cycles = canvas.getByRole('list', { name: 'Ciclos da campanha' });
    await expect(
      within(cycles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Março–Maio 2025', 'Junho–Agosto 2025', 'Setembro–Novembro 2025']);
    const image = canvasImage();
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '300');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};

/** As on the campaign page: the key visual is the page's priority image. */
export const PriorityImage: Story = {
  args: { priority: true },
  play: async () => {
    const image = canvasImage();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

const canvasImage = () => document.querySelector('article img');

export const WithoutCycles: Story = {
  args: {
    name: 'Anual',
    imageSrc: sampleKeyVisual('Anual'),
    description:
      'Amostra de texto: a campanha Anual acompanha a sua jornada ao longo de todo o ano de 2025.',
    cycles: undefined,
    howToHref: '/como-participar/anual',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anual' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Links: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Como participar' }));
    await expect(navigate).toHaveBeenCalledWith('/como-participar/consumo');
    await userEvent.click(canvas.getByRole('link', { name: 'Regulamento' }));
    await expect(navigate).toHaveBeenLastCalledWith('/regulamento');
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Como participar' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
