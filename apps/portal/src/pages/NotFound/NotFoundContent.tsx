import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer } from '@jornada/ui';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const Center = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }
`;

/** The page's h1 (copy deck). */
export const NOT_FOUND_TITLE = 'Página não encontrada';

/** 'Página não encontrada' with the way back (any unknown path, or an unknown campaign). */
export function NotFoundContent() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <PageContainer>
      <Center>
        <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
        <p>
          <Link to="/">Voltar para o início</Link>
        </p>
      </Center>
    </PageContainer>
  );
}
