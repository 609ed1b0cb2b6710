import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONTACT_TITLE } from '@jornada/ui/copy';
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
 * `/fale-conosco`, open to everyone: the contact form, its title the page's h1 (its states are
 * the stories of Flows/ContactFlow).
 */
const meta = {
  title: 'Portal/Pages/FaleConosco',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.faleConosco.path) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, for an anonymous visitor. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, CONTACT_TITLE)).toBeVisible();
    const fields = mainOf(canvas).getAllByRole('textbox');
    await expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) await expect(field).toHaveValue('');
  },
};
