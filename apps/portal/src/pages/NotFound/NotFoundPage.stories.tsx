import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROUTES } from '../../routes/routeTable';
import { routeRowAt } from '../../routes/router';
import {
  UNKNOWN_URL,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { NOT_FOUND_TITLE } from './NotFoundContent';

/** The catch-all route: any address no other row of the route table matches. */
const meta = {
  title: 'Portal/Pages/NotFound',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(UNKNOWN_URL) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title and the way back to the start. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(routeRowAt(UNKNOWN_URL)).toBe(ROUTES.notFound);
    await expect(await findPageHeading(canvas, NOT_FOUND_TITLE)).toBeVisible();
    const hrefs = mainOf(canvas)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toContain(ROUTES.landing.path);
  },
};
