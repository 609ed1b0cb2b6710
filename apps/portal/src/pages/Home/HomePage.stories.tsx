import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TILE_GRID_TITLE } from '@jornada/ui';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../../content/campaigns/list';
import { ROUTES, campaignUrl } from '../../routes/routeTable';
import {
  ANA,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';

/** `/home`, for a logged-in participant: a tile per campaign, in the list's order. */
const meta = {
  title: 'Portal/Pages/Home',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.home.path, ANA) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's title and one link per campaign, to its page. */
export const LoggedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, TILE_GRID_TITLE)).toBeVisible();
    const main = mainOf(canvas);
    for (const slug of CAMPAIGN_SLUGS) {
      await expect(main.getByRole('link', { name: CAMPAIGN_NAMES[slug] })).toHaveAttribute(
        'href',
        campaignUrl(slug),
      );
    }
  },
};
