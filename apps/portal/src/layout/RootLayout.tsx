import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ConnectionNotices } from './ConnectionNotices';
import { NavigationProgress } from './NavigationProgress';
import { SiteHeader } from './SiteHeader';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useScrollRestoration } from './useScrollRestoration';

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: 200;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const Main = styled.main`
  display: block;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
  padding-block: ${({ theme }) => `${theme.space[6]} ${theme.space[8]}`};
  outline: none;
`;

/**
 * Every page: the progress bar of a slow navigation, skip link, the session's header, the main
 * landmark, the offline and new-version notes; scroll restores on history.
 */
export function RootLayout() {
  useScrollRestoration();
  useFocusOnNavigation();
  return (
    <>
      <NavigationProgress />
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      <SiteHeader />
      <Main id="conteudo" tabIndex={-1}>
        <Outlet />
      </Main>
      <ConnectionNotices />
    </>
  );
}
