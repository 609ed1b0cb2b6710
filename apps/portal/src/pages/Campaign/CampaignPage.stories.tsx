import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { campaigns, type Campaign } from '../../content/campaigns';
import {
  ROUTES,
  campaignUrl,
  howToUrl,
  regulationUrl,
  withCampaign,
} from '../../routes/routeTable';
import {
  ANA,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { NOT_FOUND_TITLE } from '../NotFound/NotFoundContent';

/** The first campaign (home order) that matches: the content decides which one each story shows. */
function firstCampaign(matches: (campaign: Campaign) => boolean): Campaign {
  const found = campaigns.find(matches);
  if (!found) throw new Error('Campaign stories: no campaign of that kind in src/content.');
  return found;
}

const withCycles = firstCampaign((campaign) => campaign.cycles.length > 0);
const withoutCycles = firstCampaign((campaign) => campaign.cycles.length === 0);

/** `/campanha/{campanha}`, for a logged-in participant. */
const meta = {
  title: 'Portal/Pages/Campaign',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(campaignUrl(withoutCycles.slug), ANA) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<typeof findPageHeading>[0];

/** The name as h1, the text, and the links to its `Como participar` and its regulation. */
async function expectCampaign(canvas: Canvas, campaign: Campaign) {
  await expect(await findPageHeading(canvas, campaign.name)).toBeVisible();
  const main = mainOf(canvas);
  for (const paragraph of campaign.description) {
    await expect(main.getByText(paragraph)).toBeVisible();
  }
  const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'));
  await expect(hrefs).toEqual(
    expect.arrayContaining([howToUrl(campaign.slug), regulationUrl(campaign.slug)]),
  );
}

/** A campaign without cycles (the first in the home order). */
export const WithoutCycles: Story = {
  play: async ({ canvas }) => {
    await expectCampaign(canvas, withoutCycles);
    await expect(mainOf(canvas).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  },
};

/** A campaign that runs in cycles: its cycles listed under the text. */
export const WithCycles: Story = {
  parameters: { portal: portalPage(campaignUrl(withCycles.slug), ANA) },
  play: async ({ canvas }) => {
    await expectCampaign(canvas, withCycles);
    for (const cycle of withCycles.cycles) {
      await expect(mainOf(canvas).getByText(cycle)).toBeVisible();
    }
  },
};

/** An address with no campaign: the page says it is not found. */
export const UnknownCampaign: Story = {
  parameters: { portal: portalPage(withCampaign(ROUTES.campaign.path, 'nao-existe'), ANA) },
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, NOT_FOUND_TITLE)).toBeVisible();
  },
};
