import styled from 'styled-components';
import { media } from '@jornada/ui';

/** The page's main heading on the space background. */
export const PageTitle = styled.h1`
  margin-bottom: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.onSpace};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  overflow-wrap: anywhere;

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;
