import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;
  padding: ${({ theme }) => theme.space[5]};
`;

export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Página não encontrada · Jornada';
  }, []);
  return (
    <Main>
      <h1>Página não encontrada</h1>
      <p>
        <Link to="/">Voltar para o início</Link>
      </p>
    </Main>
  );
}
