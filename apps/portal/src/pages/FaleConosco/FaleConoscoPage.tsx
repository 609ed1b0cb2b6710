import { PageContainer } from '@jornada/ui';
import { MessageCard } from '../../components/MessageCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';

export const CONTACT_HEADING = 'Está com dúvidas? Fale conosco através do formulário abaixo';

/** /fale-conosco: the contact form to the public API. */
export default function FaleConoscoPage() {
  useDocumentTitle('Fale Conosco');
  // TODO(flows): render @jornada/flows `ContactFlow` here (useSendContactMutation as its actor).
  return (
    <PageContainer>
      <MessageCard title={CONTACT_HEADING} />
    </PageContainer>
  );
}
