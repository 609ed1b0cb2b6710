import { PageContainer } from '@jornada/ui';
import { MessageCard } from '../../components/MessageCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /pre-login: the access panel (first access, login, code, registration, recovery, success). */
export default function PreLoginPage() {
  useDocumentTitle('Acessar minha conta');
  // TODO(flows): render @jornada/flows `AccessFlow` here (deep link ?painel=, RTK Query endpoints
  // as its actors, navigate to /home on login); its panel title becomes the page's h1.
  return (
    <PageContainer>
      <MessageCard title="Acessar minha conta" />
    </PageContainer>
  );
}
