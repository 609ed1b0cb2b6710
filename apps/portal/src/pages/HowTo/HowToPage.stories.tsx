import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HOW_TO_MENU_ORDER, campaignBySlug } from '../../content/campaigns';
import { howToUrl } from '../../routes/routeTable';
import {
  ANA,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { howToTitle } from './HowToPage';

/** The first campaign of the header's `Como Participar` submenu. */
const campaign = campaignBySlug(HOW_TO_MENU_ORDER[0]!);

/** `/como-participar/{campanha}`, for a logged-in participant. */
const meta = {
  title: 'Portal/Pages/HowTo',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(howToUrl(campaign.slug), ANA) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, then the general image and the dated ones, in a list named by the title. */
export const FirstInMenu: Story = {
  play: async ({ canvas }) => {
    const title = howToTitle(campaign.name);
    await expect(await findPageHeading(canvas, title)).toBeVisible();
    const images = mainOf(canvas).getByRole('list', { name: title });
    await expect(within(images).getAllByRole('listitem')).toHaveLength(campaign.howTo.length);
  },
};
