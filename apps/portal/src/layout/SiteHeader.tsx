import { Suspense, lazy, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { needsProfileRefresh } from '@jornada/api';
import { Header, resolveNavigation, type MenuItem } from '@jornada/ui';
import { getAppConfig } from '../config/appConfig';
import { loadChunk } from '../routes/loadChunk';
import { renderLink } from '../routes/renderLink';
import { menuItems } from './menuItems';
import { sair } from './sair';
import { profilePictureUrl } from '../session/profilePicture';
import { notifySessionChanged, useSession } from '../session/userDataStore';

let profileRefreshStarted = false;

const SairQuestion = lazy(() => loadChunk(() => import('./SairQuestion')));

/** The ui Header fed by the session: LOGIN when logged out; menu and avatar when logged in. */
export function SiteHeader() {
  const { loggedIn, userData } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { storageHost } = getAppConfig();
  const [askingAboutMessages, setAskingAboutMessages] = useState(false);

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
    <>
      <Header
        loggedIn={loggedIn}
        user={user}
        items={menuItems}
        onNavigate={onNavigate}
        onLogout={() => void sair(() => setAskingAboutMessages(true))}
        renderLink={renderLink}
        currentPath={location.pathname}
      />
      {askingAboutMessages && (
        <Suspense fallback={null}>
          <SairQuestion onStay={() => setAskingAboutMessages(false)} />
        </Suspense>
      )}
    </>
  );
}
