import { useState } from 'react';
import styled from 'styled-components';
import { ErrorState, PageContainer } from '@jornada/ui';
import { useDocumentTitle } from '../components/useDocumentTitle';

/**
 * What a route shows when its page failed (a chunk that failed twice, or any other failure):
 * `ErrorState` with `Tentar novamente`, which reloads the page at the same address.
 */
export function RouteError() {
  const [retrying, setRetrying] = useState(false);
  useDocumentTitle('Página indisponível');
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

/** Shown above the layout (the layout itself failed): same message, its own landmark. */
export function RootError() {
  return (
    <Main id="conteudo">
      <RouteError />
    </Main>
  );
}
