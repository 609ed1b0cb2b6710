import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { AppLink, type RenderLink } from '../AppLink';
import { Avatar } from '../Avatar';
import { LINE_ICONS, LineIcon } from '../LineIcon';
import { Logo } from '../Logo';
import { breakpoints } from '../../theme/tokens';
import {
  AvatarButton,
  Bar,
  Dropdown,
  HomeLink,
  Inner,
  LoginLink,
  MenuButton,
  Nav,
  NavItem,
  NavLink,
  NavList,
  Profile,
  Submenu,
  SubmenuButton,
} from './Header.styles';
import type { MenuItem } from './menu';
import { useDisclosure } from './useDisclosure';
import { useScrollLock } from './useScrollLock';
import { useScrolled } from './useScrolled';

export type NavigateHandler = (item: MenuItem, event: MouseEvent<HTMLAnchorElement>) => void;

export interface HeaderUser {
  name: string;
  avatarUrl?: string | null | undefined;
}

export interface HeaderProps {
  /** Logged in: menu and profile avatar; logged out: only the LOGIN link. */
  loggedIn: boolean;
  /** The participant shown in the profile button (avatar or initials). */
  user?: HeaderUser | undefined;
  /** The menu, from the app's configuration (shown when logged in). */
  items: readonly MenuItem[];
  /**
   * Called on a menu item click before the browser follows the link. The app decides what happens
   * (see `resolveNavigation`); calling `event.preventDefault()` stops the default navigation.
   */
  onNavigate?: NavigateHandler;
  /** `Sair` in the profile dropdown. */
  onLogout?: () => void;
  /** Renders the logo, LOGIN and menu links (the app's router link); default a plain anchor. */
  renderLink?: RenderLink;
  /** The current path: its menu item is marked as the current page. */
  currentPath?: string;
  homeHref?: string;
  loginHref?: string;
  profileHref?: string;
  /** Accessible name of the menu's navigation landmark. */
  menuLabel?: string;
  /** Sticky look, controlled (stories); when omitted the header follows the window's scroll. */
  scrolled?: boolean;
}

interface ItemLinkProps {
  item: MenuItem;
  currentPath: string | undefined;
  renderLink: RenderLink | undefined;
  onFollow: NavigateHandler | undefined;
}

function ItemLink({ item, currentPath, renderLink, onFollow }: ItemLinkProps) {
  const opensElsewhere = item.external || item.newTab;
  return (
    <NavLink>
      <AppLink
        renderLink={renderLink}
        href={item.target}
        target={opensElsewhere ? '_blank' : undefined}
        rel={opensElsewhere ? 'noopener noreferrer' : undefined}
        aria-current={!item.external && currentPath === item.target ? 'page' : undefined}
        onClick={(event) => onFollow?.(item, event)}
      >
        {item.label}
      </AppLink>
    </NavLink>
  );
}

function SubmenuEntry({ item, ...rest }: ItemLinkProps) {
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLUListElement>();
  return (
    <NavItem>
      <SubmenuButton {...buttonProps}>
        {item.label}
        <LineIcon {...LINE_ICONS.chevronDown} />
      </SubmenuButton>
      <Submenu {...panelProps} data-open={open || undefined}>
        {(item.children ?? []).map((child) => (
          <li key={`${child.label}-${child.target}`}>
            <ItemLink
              item={child}
              {...rest}
              onFollow={(followed, event) => {
                close();
                rest.onFollow?.(followed, event);
              }}
            />
          </li>
        ))}
      </Submenu>
    </NavItem>
  );
}

interface MobileMenuProps {
  label: string;
  /** The menu's list: made by the header, so opening and closing the panel leaves it as it is. */
  children: ReactNode;
}

/**
 * The hamburger button and the panel it opens (below lg). Its state is its own: a tap re-renders
 * the button and the panel, not the header nor the list. A link followed inside closes it.
 */
function MobileMenu({ label, children }: MobileMenuProps) {
  const { open, close, buttonProps, panelProps } = useDisclosure();
  useScrollLock(open);

  // The panel is a mobile thing: leaving for the desktop layout closes it (and unlocks the page).
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const desktop = window.matchMedia(`(min-width: ${breakpoints.lg}px)`);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  return (
    <>
      <MenuButton {...buttonProps} aria-label={open ? 'Fechar menu' : 'Abrir menu'}>
        <LineIcon {...(open ? LINE_ICONS.close : LINE_ICONS.menu)} />
      </MenuButton>
      <Nav
        {...panelProps}
        aria-label={label}
        data-open={open || undefined}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        {children}
      </Nav>
    </>
  );
}

interface ProfileMenuProps {
  user: HeaderUser | undefined;
  profileHref: string;
  renderLink: RenderLink | undefined;
  onLogout: (() => void) | undefined;
}

/** The avatar button and its dropdown (Meu Perfil, Sair), with a state of its own. */
function ProfileMenu({ user, profileHref, renderLink, onLogout }: ProfileMenuProps) {
  const theme = useTheme();
  const { open, close, buttonProps, panelProps } = useDisclosure<HTMLDivElement>();
  return (
    <Profile>
      <AvatarButton {...buttonProps} aria-label="Abrir menu do perfil">
        <Avatar
          name={user?.name ?? ''}
          src={user?.avatarUrl}
          size={theme.layout.avatarSize}
          decorative
        />
      </AvatarButton>
      <Dropdown {...panelProps} hidden={!open}>
        <ul>
          <li>
            <AppLink renderLink={renderLink} href={profileHref} onClick={() => close()}>
              Meu Perfil
            </AppLink>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                onLogout?.();
              }}
            >
              Sair
            </button>
          </li>
        </ul>
      </Dropdown>
    </Profile>
  );
}

/**
 * The site header (spec, Header): logo, LOGIN when logged out; when logged in, the menu (inline
 * from lg, a hamburger panel below) and the profile avatar with its dropdown. Sticky with a
 * translucent background after 40px of scroll. Presentational: links go through `renderLink`,
 * clicks through `onNavigate` and `onLogout`.
 */
export function Header({
  loggedIn,
  user,
  items,
  onNavigate,
  onLogout,
  renderLink,
  currentPath,
  homeHref = '/',
  loginHref = '/',
  profileHref = '/meu-perfil',
  menuLabel = 'Menu principal',
  scrolled,
}: HeaderProps) {
  const theme = useTheme();
  const sticky = useScrolled(theme.layout.stickyThreshold, scrolled);

  const right = loggedIn ? (
    <>
      <MobileMenu label={menuLabel}>
        <NavList>
          {items.map((item) =>
            item.children?.length ? (
              <SubmenuEntry
                key={`${item.label}-${item.target}`}
                item={item}
                currentPath={currentPath}
                renderLink={renderLink}
                onFollow={onNavigate}
              />
            ) : (
              <NavItem key={`${item.label}-${item.target}`}>
                <ItemLink
                  item={item}
                  currentPath={currentPath}
                  renderLink={renderLink}
                  onFollow={onNavigate}
                />
              </NavItem>
            ),
          )}
        </NavList>
      </MobileMenu>
      <ProfileMenu
        user={user}
        profileHref={profileHref}
        renderLink={renderLink}
        onLogout={onLogout}
      />
    </>
  ) : (
    <LoginLink>
      <AppLink renderLink={renderLink} href={loginHref}>
        LOGIN
      </AppLink>
    </LoginLink>
  );

  return (
    <Bar data-sticky={sticky || undefined}>
      <Inner>
        <HomeLink>
          <AppLink renderLink={renderLink} href={homeHref}>
            <Logo width={140} height={34} title="Jornada, página inicial" />
          </AppLink>
        </HomeLink>
        {right}
      </Inner>
    </Bar>
  );
}
