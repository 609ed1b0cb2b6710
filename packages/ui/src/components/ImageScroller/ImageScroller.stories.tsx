import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ImageScroller } from './ImageScroller';
import { sampleRegulation } from './samples';

const meta = {
  title: 'UI/ImageScroller',
  component: ImageScroller,
  args: { label: 'Regulamento Anual 2025', pages: sampleRegulation('Anual 2025'), maxHeight: 560 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageScroller>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Regulamento Anual 2025' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(560);
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(3);
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[1]).toHaveAttribute('loading', 'lazy');
    await expect(region.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
    await expect(images[2]).toHaveAccessibleName('Anual 2025, página 3 de 3');
    for (const image of images) {
      await expect(image).toHaveAttribute('width', '760');
      await expect(image).toHaveAttribute('height', '1000');
    }
  },
};

/** The first box of /regulamento: its first page is the page's priority image. */
export const PriorityImage: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) {
      await expect(image).not.toHaveAttribute('fetchpriority');
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

/** The keyboard reaches the box (then arrows and Page Down scroll it natively). */
export const KeyboardScroll: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Regulamento Anual 2025' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await waitFor(() => expect(region.scrollHeight).toBeGreaterThan(region.clientHeight));
  },
};

export const SinglePage: Story = {
  args: { label: 'Regulamento São João 2025', pages: sampleRegulation('São João 2025', 1) },
};

/** Several campaigns on one page, each with its own box (as /regulamento). */
export const SeveralCampaigns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {['Mix e Positivação — 1º ciclo', 'Consumo — 1º ciclo 2025'].map((title) => (
        <section key={title} style={{ display: 'grid', gap: 12 }}>
          <h2>{title}</h2>
          <ImageScroller
            label={`Regulamento ${title}`}
            pages={sampleRegulation(title, 2)}
            maxHeight={420}
          />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
