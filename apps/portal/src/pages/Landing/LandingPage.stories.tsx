import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROUTES } from '../../routes/routeTable';
import {
  findPageHeading,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { LANDING_TITLE } from './LandingPage';

/** `/`, for an anonymous visitor (a logged-in participant is sent to /home). */
const meta = {
  title: 'Portal/Pages/Landing',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.landing.path) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome, with the way to the login and the privacy policy. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, LANDING_TITLE)).toBeVisible();
  },
};
