import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PageContainer, media } from '@jornada/ui';
import { PrivacyDialog } from '../../components/PrivacyDialog';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { ROUTES } from '../../routes/routeTable';

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: center;
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  margin: 0 auto;
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;

  ${media.up('md')} {
    padding-block: ${({ theme }) => theme.space[8]};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.onSpaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The page's h1 (copy deck). */
export const LANDING_TITLE = 'Bem-vindo(a) à Jornada!';

export default function LandingPage() {
  const navigate = useNavigate();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  useDocumentTitle('Boas-vindas');
  return (
    <PageContainer>
      <Hero>
        <Title>{LANDING_TITLE}</Title>
        <Lead>
          Prepare-se para decolar: acesse sua conta, conheça as campanhas e escolha o seu avatar de
          tripulante.
        </Lead>
        <Button onClick={() => void navigate(ROUTES.preLogin.path)}>Acessar minha conta</Button>
        <Button variant="link" onClick={() => setPrivacyOpen(true)}>
          Política de Privacidade
        </Button>
      </Hero>
      <PrivacyDialog open={privacyOpen} onClose={() => setPrivacyOpen(false)} />
    </PageContainer>
  );
}
