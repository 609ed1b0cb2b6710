import { useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearAllDrafts, logout, needsProfileRefresh } from '@jornada/api';
import { Header, resolveNavigation, type MenuItem } from '@jornada/ui';
import { getAppConfig } from '../config/appConfig';
import { renderLink } from '../routes/renderLink';
import { menuItems } from './menuItems';
import { profilePictureUrl } from '../session/profilePicture';
import { notifySessionChanged, useSession } from '../session/userDataStore';

let profileRefreshStarted = false;

/** The ui Header fed by the session: LOGIN when logged out; menu and avatar when logged in. */
export function SiteHeader() {
  const { loggedIn, userData } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { storageHost } = getAppConfig();

  // Stored user data without an avatar or image: read the profile once per page load.
  useEffect(() => {
    if (!loggedIn || profileRefreshStarted || !needsProfileRefresh(userData)) return;
    profileRefreshStarted = true;
    void import('../store/refreshProfile')
      .then(({ refreshProfile }) => refreshProfile())
      .then(notifySessionChanged, () => undefined);
  }, [loggedIn, userData]);

  const user = useMemo(
    () =>
      userData
        ? { name: userData.nome ?? '', avatarUrl: profilePictureUrl(userData, storageHost) }
        : undefined,
    [userData, storageHost],
  );

  const onNavigate = (item: MenuItem, event: MouseEvent<HTMLAnchorElement>) => {
    const action = resolveNavigation({
      target: item.target,
      external: item.external,
      newTab: item.newTab,
      pathname: location.pathname,
      sectionExists: (id) => document.getElementById(id) !== null,
    });
    event.preventDefault();
    if (action.kind === 'scroll') {
      document.getElementById(action.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else if (action.kind === 'open') {
      window.open(action.url, '_blank', 'noopener,noreferrer');
    } else {
      void navigate(action.to);
    }
  };

  return (
    <Header
      loggedIn={loggedIn}
      user={user}
      items={menuItems}
      onNavigate={onNavigate}
      onLogout={() => {
        // A deliberate "Sair": the next person on this phone must not see this one's text.
        clearAllDrafts();
        logout();
      }}
      renderLink={renderLink}
      currentPath={location.pathname}
    />
  );
}
