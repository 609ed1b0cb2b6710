import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { LinkProps } from '../AppLink';
import { CampaignTile } from './CampaignTile';
import { sampleCampaigns, sampleKeyVisual } from './samples';

const [anual, , , cestaBasica] = sampleCampaigns;
const navigate = fn().mockName('router.navigate');

/** The shape the image is shown in: its rendered width over its height. */
const shownRatio = (image: Element | null) => {
  const { width, height } = (image as HTMLImageElement).getBoundingClientRect();
  return width / height;
};

const meta = {
  title: 'UI/CampaignTile',
  component: CampaignTile,
  args: {
    name: anual?.name ?? 'Anual',
    href: '/campanha/anual',
    imageSrc: anual?.image ?? '',
    width: 480,
    height: 300,
    loading: 'eager',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CampaignTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Anual' });
    await expect(link).toHaveAttribute('href', '/campanha/anual');
    const image = link.querySelector('img');
    await expect(image).toHaveAttribute('width', '480');
    await expect(image).toHaveAttribute('height', '300');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};

/** Below the fold (the default): the image loads lazily. */
export const Lazy: Story = {
  args: { loading: undefined },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('link', { name: 'Anual' }).querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};

/** The page's largest image (the first tile of the home): eager and `fetchpriority="high"`. */
export const PriorityImage: Story = {
  args: { loading: 'lazy', priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('link', { name: 'Anual' }).querySelector('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

/** A 2:1 key visual keeps its shape (from width and height): the name on its left is not cut. */
export const WideKeyVisual: Story = {
  args: {
    imageSrc: sampleKeyVisual('Anual', { width: 600, height: 300 }),
    width: 600,
    height: 300,
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('link', { name: 'Anual' }).querySelector('img');
    await expect(shownRatio(image)).toBeCloseTo(2, 1);
  },
};

/** A fixed shape on request: the 2:1 key visual cropped to 8:5 (its edges are cut). */
export const CroppedToRatio: Story = {
  args: { ...WideKeyVisual.args, aspectRatio: '8 / 5' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('link', { name: 'Anual' }).querySelector('img');
    await expect(shownRatio(image)).toBeCloseTo(1.6, 1);
    await expect(getComputedStyle(image as Element).objectFit).toBe('cover');
  },
};

export const LongName: Story = {
  args: {
    name: 'Profissional Cesta Básica',
    href: '/campanha/profissional-cesta-basica',
    imageSrc: cestaBasica?.image ?? '',
  },
};

export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, children, ...rest }: LinkProps) => (
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
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Anual' }));
    await expect(navigate).toHaveBeenCalledWith('/campanha/anual');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Anual' })).toHaveFocus();
  },
};
