import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { draftSlot } from '@jornada/api';
import { pendingAccess } from '@jornada/api/pending-access';
import { AccessFlow, type AccessDraftSlots } from '@jornada/flows';
import { PageContainer } from '@jornada/ui';
import { PrivacyDialog } from '../../components/PrivacyDialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { HOME_PATH } from '../../routes/access';
import { renderLink } from '../../routes/renderLink';
import { notifySessionChanged } from '../../session/userDataStore';
import { lazyApiClient, warmUpApiClientWhenIdle } from '../../store/lazyApiClient';
import { accessPanelParam } from './accessPanelParam';

/** What is typed before logging in belongs to nobody yet (owner `null`); "Sair" clears it too. */
const accessDrafts: AccessDraftSlots = {
  firstAccess: draftSlot('firstAccess'),
  registration: draftSlot('registration'),
  recovery: draftSlot('recovery'),
};

/**
 * /pre-login: the access panel (first access, login, code, registration, recovery, success),
 * one panel at a time; the visible panel's title is the page's h1. `?painel=` picks the first one.
 * No panel calls the API before it is sent: RTK Query loads when the page is idle.
 */
export default function PreLoginPage() {
  useDocumentTitle('Acesso');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const initialPanel = accessPanelParam(searchParams.get('painel'));
  const [privacyOpen, setPrivacyOpen] = useState(false);
  useEffect(warmUpApiClientWhenIdle, []);

  return (
    <PageContainer>
      <AccessFlow
        // A new deep link while on the page starts the flow again on its panel.
        key={initialPanel ?? 'login'}
        client={lazyApiClient}
        initialPanel={initialPanel}
        // A reload comes back to a pending code's panel (this tab's sessionStorage).
        pendingAccess={pendingAccess}
        // What was typed in its forms comes back after a reload, with `Rascunho restaurado.`.
        drafts={accessDrafts}
        headingLevel={1}
        renderLink={renderLink}
        onOpenPrivacy={() => setPrivacyOpen(true)}
        onAuthenticated={() => {
          // The api client stored the tokens and userData: the header follows, then /home.
          notifySessionChanged();
          void navigate(HOME_PATH, { replace: true });
        }}
      />
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </PageContainer>
  );
}
