import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LOGIN_TITLE } from '@jornada/ui';
import { ROUTES } from '../../routes/routeTable';
import {
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';

/**
 * `/pre-login`, for an anonymous visitor: the access panel, one panel at a time (each panel's
 * states are the stories of Flows/AccessFlow).
 */
const meta = {
  title: 'Portal/Pages/PreLogin',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.preLogin.path) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first panel, the login: its title is the page's only h1. */
export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, LOGIN_TITLE)).toBeVisible();
    await expect(mainOf(canvas).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};
