import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { campaignsInRegulationOrder } from '../../content/campaigns';
import { menuItems } from '../../layout/menuItems';
import { ROUTES } from '../../routes/routeTable';
import {
  ANA,
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { REGULAMENTO_TITLE } from './RegulamentoPage';

/** `/regulamento`, open to everyone: the header is the visitor's. */
const meta = {
  title: 'Portal/Pages/Regulamento',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.regulamento.path) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<typeof findPageHeading>[0];

/** The title, then a section per campaign in the spec's order, each named by its regulation. */
async function expectRegulation(canvas: Canvas) {
  await expect(await findPageHeading(canvas, REGULAMENTO_TITLE)).toBeVisible();
  const main = mainOf(canvas);
  const sections = campaignsInRegulationOrder.map((campaign) =>
    main.getByRole('region', { name: campaign.regulationName }),
  );
  await expect(sections.map((section) => section.id)).toEqual(
    campaignsInRegulationOrder.map((campaign) => campaign.slug),
  );
}

/** An anonymous visitor: the header shows the way to log in, no menu. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expectRegulation(canvas);
    await expect(within(canvas.getByRole('banner')).queryByRole('navigation')).toBeNull();
  },
};

/**
 * A logged-in participant on a phone, the page scrolled to its end and the header's menu open
 * (the visual review's `page-regulamento-menu-open`): the menu's entries over the page.
 */
export const LoggedInMobileMenuOpen: Story = {
  parameters: { portal: portalPage(ROUTES.regulamento.path, ANA) },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expectRegulation(canvas);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const banner = canvas.getByRole('banner');
    // The menu (hidden until opened on a phone) and the button that opens it.
    const menu = within(banner).getByRole('navigation', { hidden: true });
    const toggle = banner.querySelector<HTMLButtonElement>(`[aria-controls="${menu.id}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle!);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const item of menuItems) {
      const role = item.children?.length ? 'button' : 'link';
      await expect(within(menu).getByRole(role, { name: item.label })).toBeVisible();
    }
  },
};
