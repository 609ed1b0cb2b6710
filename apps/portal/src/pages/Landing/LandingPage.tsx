import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, media } from '@jornada/ui';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

const Hero = styled.div`
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: center;
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

export default function LandingPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Jornada';
  }, []);
  return (
    <Main>
      <Hero>
        <Title>Bem-vindo(a) à Jornada!</Title>
        <Lead>
          Prepare-se para decolar: acesse sua conta, conheça as campanhas e escolha o seu avatar de
          tripulante.
        </Lead>
        <Button onClick={() => navigate('/pre-login')}>Acessar minha conta</Button>
      </Hero>
    </Main>
  );
}
