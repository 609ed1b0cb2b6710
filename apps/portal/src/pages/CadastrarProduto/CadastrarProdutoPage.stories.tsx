import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROUTES } from '../../routes/routeTable';
import {
  findPageHeading,
  mainOf,
  portalBeforeEach,
  portalLoader,
  portalPage,
  renderPortalPage,
} from '../../stories/pageStory';
import { CADASTRAR_PRODUTO_TITLE } from './CadastrarProdutoPage';

/** `/cadastrar-produto`, open to everyone: where the registration's success panel leads. */
const meta = {
  title: 'Portal/Pages/CadastrarProduto',
  tags: ['!autodocs', 'no-visual'],
  loaders: [portalLoader],
  beforeEach: portalBeforeEach,
  render: renderPortalPage,
  parameters: { layout: 'fullscreen', portal: portalPage(ROUTES.cadastrarProduto.path) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card with its title and the way back to /home. */
export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(await findPageHeading(canvas, CADASTRAR_PRODUTO_TITLE)).toBeVisible();
    const hrefs = mainOf(canvas)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    await expect(hrefs).toContain(ROUTES.home.path);
  },
};
