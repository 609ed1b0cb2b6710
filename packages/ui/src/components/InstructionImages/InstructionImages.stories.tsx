import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InstructionImages } from './InstructionImages';
import { sampleInstructions } from './samples';

const meta = {
  title: 'UI/InstructionImages',
  component: InstructionImages,
  args: { images: sampleInstructions('Consumo'), labelledBy: 'como-participar-titulo' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ display: 'grid', gap: 24 }}>
        <h1 id="como-participar-titulo">
          Como participar — {String(parameters.campaign ?? 'Consumo')}
        </h1>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstructionImages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourDatedAndGeneral: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Como participar — Consumo' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const images = within(list).getAllByRole('img');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) {
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    await expect(list.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
    for (const image of images) {
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '450');
    }
    await expect(within(items[4] as HTMLElement).getByText('Informações gerais')).toBeVisible();
  },
};

/** As on the how-to page: the first image is the page's priority image. */
export const PriorityImage: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const images = within(canvas.getByRole('list')).getAllByRole('img');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) {
      await expect(image).not.toHaveAttribute('fetchpriority');
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
  },
};

/** Mix e Positivação: five dated images plus one general. */
export const MixPositivacao: Story = {
  args: { images: sampleInstructions('Mix e Positivação', 5) },
  parameters: { campaign: 'Mix e Positivação' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Como participar — Mix e Positivação' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const WithoutCaptions: Story = {
  args: {
    images: sampleInstructions('Anual').map(({ caption: _caption, ...image }) => image),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
