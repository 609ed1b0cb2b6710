import { useEffect, useMemo } from 'react';
import { draftOwner, draftSlot } from '@jornada/api';
import { ContactFlow } from '@jornada/flows';
import { PageContainer } from '@jornada/ui';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getContactOutbox } from '../../outbox/contactOutbox';
import { useSession } from '../../session/userDataStore';
import { lazyApiClient, warmUpApiClientWhenIdle } from '../../store/lazyApiClient';

/**
 * /fale-conosco: the contact form (its title, CONTACT_TITLE, is the page's h1), sent to the
 * public API (`POST /fale-conosco`) through the app's api client, which loads RTK Query when the
 * page is idle. Sent without a connection, it waits in the outbox.
 * Its draft and its queued messages belong to whoever is logged in (nobody, before a login): when
 * that changes, in this tab or another, the form starts again empty for the new owner.
 */
export default function FaleConoscoPage() {
  useDocumentTitle('Fale Conosco');
  const owner = draftOwner(useSession().userData?.email);
  const draft = useMemo(() => draftSlot('contact', owner), [owner]);
  const outbox = useMemo(() => getContactOutbox().client(owner), [owner]);
  useEffect(warmUpApiClientWhenIdle, []);
  return (
    <PageContainer>
      <ContactFlow
        key={owner ?? ''}
        client={lazyApiClient}
        outbox={outbox}
        draft={draft}
        headingLevel={1}
      />
    </PageContainer>
  );
}
