import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AppLink, type LinkProps } from './AppLink';

const meta = {
  title: 'UI/AppLink',
  component: AppLink,
  // AppLink has no look of its own: the bare link shown here gets its size (44 px and more) from
  // the component that uses it (Header, CampaignTile, the panels…), whose stories check it.
  tags: ['layout-small-targets'],
  args: { href: '/regulamento', children: 'Regulamento' },
} satisfies Meta<typeof AppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlainAnchor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Regulamento' })).toHaveAttribute(
      'href',
      '/regulamento',
    );
  },
};

const navigate = fn();

/** The app passes its router link; here a stand-in that reports the path instead of leaving. */
export const WithRenderLink: Story = {
  args: {
    renderLink: ({ href, children, ...rest }: LinkProps) => (
      <a
        {...rest}
        href={href}
        data-router="true"
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Regulamento' }));
    await expect(navigate).toHaveBeenCalledWith('/regulamento');
  },
};
