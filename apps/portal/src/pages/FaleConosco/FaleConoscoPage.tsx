import { draftSlot } from '@jornada/api';
import { ContactFlow } from '@jornada/flows';
import { PageContainer } from '@jornada/ui';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { getContactOutbox } from '../../outbox/contactOutbox';
import { lazyApiClient, warmUpApiClient } from '../../store/lazyApiClient';

const contactDraft = draftSlot('contact');

export const CONTACT_HEADING = 'Está com dúvidas? Fale conosco através do formulário abaixo';

/**
 * /fale-conosco: the contact form (its title, CONTACT_HEADING, is the page's h1), sent to the
 * public API (`POST /fale-conosco`) through the app's api client, which loads RTK Query once the
 * participant starts filling the form. Sent without a connection, it waits in the tab's outbox.
 */
export default function FaleConoscoPage() {
  useDocumentTitle('Fale Conosco');
  return (
    <PageContainer onFocus={warmUpApiClient}>
      <ContactFlow
        client={lazyApiClient}
        outbox={getContactOutbox()}
        draft={contactDraft}
        headingLevel={1}
      />
    </PageContainer>
  );
}
