import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState, PageContainer } from '@jornada/ui';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { NotFoundContent } from '../pages/NotFound/NotFoundContent';

/**
 * The route's error element: a chunk that failed twice (or any other failure) shows `ErrorState`
 * with `Tentar novamente`, which reloads the page at the same address; a 404 shows not found.
 */
export function RouteError() {
  const error = useRouteError();
  const [retrying, setRetrying] = useState(false);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Página não encontrada' : 'Página indisponível');
  if (notFound) return <NotFoundContent />;
  return (
    <PageContainer>
      <h1 className="visually-hidden">Página indisponível</h1>
      <ErrorState
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          window.location.reload();
        }}
      />
    </PageContainer>
  );
}

const Main = styled.main`
  min-height: 100vh;
  padding-block: ${({ theme }) => theme.space[7]};
`;

/** Error element above the layout (the layout itself failed): same message, its own landmark. */
export function RootError() {
  return (
    <Main id="conteudo">
      <RouteError />
    </Main>
  );
}
