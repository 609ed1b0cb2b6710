import styled from 'styled-components';
import { Button } from '@jornada/ui';
import { RETRY_LABEL } from '@jornada/ui/copy';
import { STARTUP_FAILURE_TITLE } from './startup/showStartupFailure';

const Main = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[5]};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brandDeep};
  }
  p {
    margin: 0;
  }
`;

export interface StartupErrorProps {
  /** The ConfigError's pt-BR message (or a generic one). */
  message: string;
}

/** Shown instead of the portal when config.json could not be loaded: never a blank screen. */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <Main>
      <Card role="alert">
        <h1>{STARTUP_FAILURE_TITLE}</h1>
        <p>{message}</p>
        <p>Verifique sua conexão e tente novamente. Se o problema continuar, fale com o suporte.</p>
        <Button onClick={() => window.location.reload()}>{RETRY_LABEL}</Button>
      </Card>
    </Main>
  );
}
