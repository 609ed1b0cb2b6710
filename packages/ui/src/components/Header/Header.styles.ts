import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/*
 * The background and its blur sit on `::before`: a `backdrop-filter` on the bar itself would make
 * it the containing block of the fixed mobile menu, cutting the menu to the bar's height. States
 * are attributes, not props: both looks are in the sheet from the first render.
 */
export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  width: 100%;
  color: ${({ theme }) => theme.header.text};
  transition: box-shadow ${({ theme }) => theme.durations.panel};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ theme }) => theme.header.background};
    transition: background ${({ theme }) => theme.durations.panel};
  }

  &[data-sticky] {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    &::before {
      background: ${({ theme }) => theme.header.stickyBackground};
      backdrop-filter: blur(6px);
    }
  }
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  min-height: ${({ theme }) => theme.layout.mobileMenuTop}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};

  ${media.up('lg')} {
    min-height: ${({ theme }) => theme.layout.headerHeight}px;
    gap: ${({ theme }) => theme.space[5]};
    padding: 0 ${({ theme }) => theme.space[5]};
  }
`;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const HomeLink = styled.span`
  display: inline-flex;
  margin-right: auto;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    color: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    ${focusRing}
  }
`;

export const LoginLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    min-width: ${({ theme }) => theme.layout.touchTarget}px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 2px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.pill};
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-decoration: none;
    ${focusRing}
    ${media.hover} {
      &:hover {
        text-decoration: underline;
        text-underline-offset: 3px;
      }
    }
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.layout.touchTarget}px;
  height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
  ${media.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
`;

export const MenuButton = styled(IconButton)`
  ${media.up('lg')} {
    display: none;
  }
`;

export const Nav = styled.nav`
  display: none;
  position: fixed;
  top: ${({ theme }) => theme.layout.mobileMenuTop}px;
  left: 0;
  right: 0;
  bottom: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.header.background};
  color: ${({ theme }) => theme.header.text};
  border-top: 1px solid rgba(255, 255, 255, 0.2);

  &[data-open] {
    display: block;
  }

  ${media.up('lg')} {
    display: block;
    position: static;
    overflow: visible;
    padding: 0;
    background: transparent;
    border: 0;
  }
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 auto;
  padding: 0;
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  list-style: none;

  ${media.up('lg')} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const NavItem = styled.li`
  position: relative;
`;

/** A full-width row of a menu or dropdown, link or button alike. */
const menuRow = css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
`;

const navControl = css`
  ${menuRow}
  gap: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${media.hover} {
    &:hover {
      background: rgba(255, 255, 255, 0.12);
    }
  }
  &[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 6px;
  }

  ${media.up('lg')} {
    width: auto;
    font-size: ${({ theme }) => theme.fontSizes.md};
    white-space: nowrap;
  }
`;

export const NavLink = styled.span`
  display: contents;
  a {
    ${navControl}
  }
`;

export const SubmenuButton = styled.button`
  ${navControl}
  justify-content: space-between;

  svg {
    transition: transform ${({ theme }) => theme.durations.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Submenu = styled.ul`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]} ${theme.space[4]}`};
  padding: 0 0 0 ${({ theme }) => theme.space[3]};
  border-left: 2px solid rgba(255, 255, 255, 0.35);
  list-style: none;

  &[data-open] {
    display: flex;
  }

  a {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  ${media.up('lg')} {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space[2]});
    left: 0;
    z-index: 1;
    width: 280px;
    margin: 0;
    padding: ${({ theme }) => theme.space[2]};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.card};

    ${media.hover} {
      a:hover {
        background: ${({ theme }) => theme.colors.surfaceMuted};
      }
    }
  }
`;

export const Profile = styled.div`
  position: relative;
  flex: none;
`;

export const AvatarButton = styled(IconButton)`
  border-radius: 50%;
`;

export const Dropdown = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  z-index: 1;
  width: ${({ theme }) => theme.layout.dropdownWidth}px;
  padding: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    ${menuRow}
    border-radius: ${({ theme }) => theme.radii.sm};
    ${media.hover} {
      &:hover {
        background: ${({ theme }) => theme.colors.surfaceMuted};
      }
    }
  }
`;
