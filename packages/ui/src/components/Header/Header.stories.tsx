import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { JornadaThemeProvider } from '../../theme/ThemeProvider';
import type { HeaderThemeName } from '../../theme/tokens';
import type { LinkProps } from '../AppLink';
import { sampleAvatarOptions } from '../AvatarPicker/samples';
import { Header } from './Header';
import type { MenuItem } from './menu';
import { sampleMenuItems } from './samples';

/** Stand-in for the app's router link: reports the path and stays on the story. */
const routerLink = fn().mockName('router.navigate');
const renderLink = ({ href, onClick, children, ...rest }: LinkProps) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      routerLink(href);
    }}
  >
    {children}
  </a>
);

const PageBelow = ({ tall = false }: { tall?: boolean }) => (
  <main style={{ padding: 24, maxWidth: 720, minHeight: tall ? 2000 : undefined }}>
    <h1>Bem-vindo(a) à Jornada!</h1>
    <p>
      Prepare-se para decolar: acesse sua conta, conheça as campanhas e escolha o seu avatar de
      tripulante.
    </p>
  </main>
);

const mobile = { viewport: { value: 'mobile375', isRotated: false } };
/** Stories of the inline menu (from lg): below it, the menu is the hamburger's. */
const desktop = { viewport: { value: 'desktop1280', isRotated: false } };

const meta = {
  title: 'UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    loggedIn: true,
    user: { name: 'Ana Beatriz Souza', avatarUrl: sampleAvatarOptions[0] },
    items: sampleMenuItems,
    onLogout: fn(),
    onNavigate: fn((_item: MenuItem, event) => event.preventDefault()),
    renderLink,
    currentPath: '/',
  },
  decorators: [
    (Story, { parameters }) => (
      <>
        <Story />
        <PageBelow tall={Boolean(parameters.tallPage)} />
      </>
    ),
  ],
  beforeEach: () => {
    routerLink.mockClear();
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => document.body;

export const LoggedOut: Story = {
  args: { loggedIn: false, user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Jornada, página inicial' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Abrir menu' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abrir menu do perfil' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Regulamento' })).toHaveAttribute(
      'href',
      '/regulamento',
    );
    await expect(within(nav).getByRole('button', { name: 'Como Participar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'LOGIN' })).toBeNull();
  },
};

export const WithoutAvatarImage: Story = {
  args: { user: { name: 'Marcos Oliveira', avatarUrl: null } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menu do perfil' });
    const initials = button.querySelector('[data-initials]') as HTMLElement;
    await expect(getComputedStyle(initials, '::before').content).toBe('"MO"');
  },
};

/** A menu click goes to `onNavigate`, which decides (scroll, open or navigate). */
export const MenuItemCallsOnNavigate: Story = {
  globals: desktop,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Regulamento' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ label: 'Regulamento', target: '/regulamento' }),
      expect.anything(),
    );
  },
};

export const SubmenuOpen: Story = {
  globals: desktop,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Como Participar' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(submenu).toBeVisible();
    const links = within(submenu as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Top Brasil',
      'Anual',
      'Consumo',
      'Profissional Cesta Básica',
      'Mix e Positivação',
      'Novos Clientes',
      'São João',
    ]);
    await expect(links[4]).toHaveAttribute('href', '/como-participar/mix-positivacao');
    await userEvent.click(links[1] as HTMLElement);
    await expect(args.onNavigate).toHaveBeenCalledWith(
      expect.objectContaining({ target: '/como-participar/anual' }),
      expect.anything(),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
  },
};

export const SubmenuClosesOnEscape: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Como Participar' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Top Brasil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const DropdownOpen: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menu do perfil' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute(
      'href',
      '/meu-perfil',
    );
    await expect(canvas.getByRole('button', { name: 'Sair' })).toBeVisible();
  },
};

export const DropdownSairCallsOnLogout: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do perfil' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Sair' })).toBeNull();
  },
};

export const DropdownMeuPerfilNavigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu do perfil' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Meu Perfil' }));
    await expect(routerLink).toHaveBeenCalledWith('/meu-perfil');
    await expect(canvas.queryByRole('link', { name: 'Meu Perfil' })).toBeNull();
  },
};

export const DropdownEscapeAndClickOutside: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Abrir menu do perfil' });
    await userEvent.click(button);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Meu Perfil' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('heading', { name: 'Bem-vindo(a) à Jornada!' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Controlled sticky look (page scrolled 40px or more): translucent black. */
export const Sticky: Story = {
  args: { scrolled: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(getComputedStyle(banner).position).toBe('sticky');
    await expect(getComputedStyle(banner, '::before').backgroundColor).toBe('rgba(0, 0, 0, 0.85)');
    await expect(getComputedStyle(banner, '::before').backdropFilter).toBe('blur(6px)');
    // A filter on the bar would make it the containing block of the fixed mobile menu.
    await expect(getComputedStyle(banner).backdropFilter).toBe('none');
  },
};

/** Uncontrolled: the header follows the window's scroll (threshold 40px). */
export const StickyOnScroll: Story = {
  parameters: { tallPage: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-sticky'));
    window.scrollTo(0, 39);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(banner).not.toHaveAttribute('data-sticky');
    window.scrollTo(0, 40);
    await waitFor(() => expect(banner).toHaveAttribute('data-sticky', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(banner).not.toHaveAttribute('data-sticky'));
  },
};

/** External items and new-tab items open elsewhere. */
export const ExternalItems: Story = {
  globals: desktop,
  args: {
    items: [
      { label: 'Home', target: '/' },
      { label: 'Regulamento', target: '/regulamento', newTab: true },
      { label: 'Portal de vendas', target: 'https://example.com/vendas', external: true },
    ],
  },
  play: async ({ canvas }) => {
    const external = canvas.getByRole('link', { name: 'Portal de vendas' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Regulamento' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

const pin = (headerTheme: HeaderThemeName) => [
  (Story: () => ReactNode) => (
    <JornadaThemeProvider headerTheme={headerTheme}>
      <Story />
    </JornadaThemeProvider>
  ),
];

const expectBackground = (color: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const banner = within(canvasElement).getAllByRole('banner')[0] as HTMLElement;
    await expect(getComputedStyle(banner, '::before').backgroundColor).toBe(color);
  };

export const Theme1Black: Story = {
  decorators: pin('theme1'),
  play: expectBackground('rgb(0, 0, 0)'),
};
export const Theme2DarkBlue: Story = {
  decorators: pin('theme2'),
  play: expectBackground('rgb(41, 80, 126)'),
};
export const Theme3Blue: Story = {
  decorators: pin('theme3'),
  play: expectBackground('rgb(23, 108, 217)'),
};
export const Theme3LoggedOut: Story = {
  args: { loggedIn: false, user: undefined },
  decorators: pin('theme3'),
};
export const Theme2SubmenuOpen: Story = {
  globals: desktop,
  decorators: pin('theme2'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Como Participar' }));
    await expect(canvas.getByRole('link', { name: 'São João' })).toBeVisible();
  },
};

/** All three themes stacked, for visual review. */
export const AllThemes: Story = {
  decorators: [],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['theme1', 'theme2', 'theme3'] as const).map((name) => (
        <section key={name} aria-label={`Cabeçalho ${name}`}>
          <JornadaThemeProvider headerTheme={name}>
            <Header {...args} scrolled={false} menuLabel={`Menu principal (${name})`} />
          </JornadaThemeProvider>
        </section>
      ))}
      <section aria-label="Cabeçalho fixo (rolado)">
        <Header {...args} scrolled menuLabel="Menu principal (rolado)" />
      </section>
      <section aria-label="Cabeçalho sem login">
        <Header {...args} loggedIn={false} scrolled={false} />
      </section>
    </div>
  ),
};

// Mobile (375px): the hamburger panel.

export const MobileLoggedOut: Story = {
  globals: mobile,
  args: { loggedIn: false, user: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MobileMenuClosed: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    body().style.overflow = 'clip';
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Fechar menu');
    await expect(body().style.overflow).toBe('hidden');
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.id).toBe(toggle.getAttribute('aria-controls'));
    await expect(nav.getBoundingClientRect().top).toBe(55);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body().style.overflow).toBe('clip');
    body().style.overflow = '';
    await userEvent.click(toggle);
  },
};

/** Every entry of the open menu is inside the viewport and hit by a click at its centre. */
async function expectEntriesReachable(nav: HTMLElement) {
  const entries = [...within(nav).getAllByRole('link'), ...within(nav).getAllByRole('button')];
  for (const entry of entries) {
    const box = entry.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(entry.contains(hit)).toBe(true);
  }
}

/** #17: after scrolling, the sticky header's blur must not cut the menu to a strip. */
export const MobileMenuOpenScrolled: Story = {
  globals: mobile,
  parameters: { tallPage: true },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    window.scrollTo(0, 1200);
    await waitFor(() => expect(banner).toHaveAttribute('data-sticky', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Como Participar' }));
    const nav = canvas.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getBoundingClientRect().bottom).toBe(window.innerHeight);
    await expectEntriesReachable(nav);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar menu' }));
    window.scrollTo(0, 0);
  },
};

export const MobileSubmenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    const submenu = canvas.getByRole('button', { name: 'Como Participar' });
    await userEvent.click(submenu);
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Profissional Cesta Básica' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const MobileEscapeReturnsFocus: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(body().style.overflow).toBe('');
  },
};

/** With the submenu open, Escape closes one level at a time. */
export const MobileEscapeClosesSubmenuFirst: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    const submenu = canvas.getByRole('button', { name: 'Como Participar' });
    await userEvent.click(submenu);
    await userEvent.keyboard('{Escape}');
    await expect(submenu).toHaveAttribute('aria-expanded', 'false');
    await expect(submenu).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileClickOutsideCloses: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('banner'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(body().style.overflow).toBe('');
  },
};

export const MobileItemClickClosesMenu: Story = {
  globals: mobile,
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('link', { name: 'Regulamento' }));
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(body().style.overflow).toBe('');
  },
};

/** Unmounting with the menu open gives the page its scroll back. */
export const MobileUnmountRestoresScroll: Story = {
  globals: mobile,
  render: function Render(args) {
    return <Toggleable>{<Header {...args} />}</Toggleable>;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await expect(body().style.overflow).toBe('hidden');
    // Keyboard, not a click: a click outside would close the menu before the unmount.
    canvas.getByRole('button', { name: 'Remover cabeçalho' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(body().style.overflow).toBe('');
  },
};

function Toggleable({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && children}
      <button
        type="button"
        style={{ position: 'relative', zIndex: 200, margin: 16, minHeight: 44 }}
        onClick={() => setShown(false)}
      >
        Remover cabeçalho
      </button>
    </>
  );
}

export const MobileTheme3MenuOpen: Story = {
  globals: mobile,
  decorators: pin('theme3'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  },
};
