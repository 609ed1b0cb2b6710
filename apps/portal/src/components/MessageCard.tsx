import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormContainer } from '@jornada/ui';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;

  h1 {
    color: ${({ theme }) => theme.colors.brandDeep};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  p {
    margin: 0;
  }
`;

/** A white card with the page's h1 and a short text (product registration, frames). */
export function MessageCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <FormContainer>
      <Body>
        <h1>{title}</h1>
        {children}
      </Body>
    </FormContainer>
  );
}
