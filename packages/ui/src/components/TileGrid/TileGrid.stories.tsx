import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCampaigns } from '../CampaignTile/samples';
import { TileGrid } from './TileGrid';

/** The home's seven tiles, in the spec's order. */
const tiles = sampleCampaigns.map((campaign) => ({
  name: campaign.name,
  href: `/campanha/${campaign.slug}`,
  imageSrc: campaign.image,
  width: 480,
  height: 300,
}));

const columns = (list: HTMLElement) =>
  getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;

const meta = {
  title: 'UI/TileGrid',
  component: TileGrid,
  args: { tiles },
} satisfies Meta<typeof TileGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
      }),
    ).toBeVisible();
    const list = canvas.getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/campanha/anual',
      '/campanha/top-brasil',
      '/campanha/consumo',
      '/campanha/profissional-cesta-basica',
      '/campanha/mix-positivacao',
      '/campanha/novos-clientes',
      '/campanha/sao-joao',
    ]);
    await expect(canvas.getByRole('link', { name: 'Mix e Positivação' })).toBeVisible();
    await expect(columns(list)).toBe(4);
    const images = list.querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[6]).toHaveAttribute('loading', 'lazy');
    await expect(list.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
  },
};

/** As on the home: the first tile's image is the page's priority image. */
export const PriorityFirstTile: Story = {
  args: { priorityCount: 1 },
  play: async ({ canvas }) => {
    const images = canvas.getByRole('list').querySelectorAll('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[1]).not.toHaveAttribute('fetchpriority');
    await expect(images[1]).toHaveAttribute('loading', 'eager');
    await expect(images[6]).not.toHaveAttribute('fetchpriority');
    await expect(images[6]).toHaveAttribute('loading', 'lazy');
  },
};

export const Laptop992: Story = {
  globals: { viewport: { value: 'lg992', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByRole('list'))).toBe(3);
  },
};

export const Tablet768: Story = {
  globals: { viewport: { value: 'md768', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByRole('list'))).toBe(2);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(columns(canvas.getByRole('list'))).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const AsSubheading: Story = {
  args: { titleAs: 'h2', tiles: tiles.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
