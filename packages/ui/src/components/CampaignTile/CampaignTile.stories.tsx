import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { LinkProps } from '../AppLink';
import { CampaignTile } from './CampaignTile';
import { sampleCampaigns } from './samples';

const [anual, , , cestaBasica] = sampleCampaigns;
const navigate = fn().mockName('router.navigate');

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
