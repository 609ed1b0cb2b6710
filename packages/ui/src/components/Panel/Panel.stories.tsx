import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Actions, LinkRow } from './Panel.styles';
import { Panel, PanelLink } from './Panel';

/** The card every access panel is built on. */
const meta = {
  title: 'Panels/Panel',
  component: Panel,
  args: {
    title: 'Você já possui o produto?',
    children: (
      <>
        <Actions>
          <PanelLink href="/cadastrar-produto" look="primary">
            Sim, cadastrar produto
          </PanelLink>
          <PanelLink href="/" look="secondary">
            Ainda não
          </PanelLink>
        </Actions>
        <LinkRow>
          <li>
            <PanelLink href="/fale-conosco">Fale Conosco</PanelLink>
          </li>
        </LinkRow>
      </>
    ),
  },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Você já possui o produto?' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('link', { name: 'Fale Conosco' })).toHaveAttribute(
      'href',
      '/fale-conosco',
    );
  },
};

export const WithIntro: Story = {
  args: {
    title: 'Código de verificação',
    intro: <p>Digite o código de 6 dígitos enviado para ana.souza@distribuidora.com.br.</p>,
    headingLevel: 1,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Código de verificação' }),
    ).toBeVisible();
  },
};
