import styled from 'styled-components';
import { AppLink, PageContainer, media } from '@jornada/ui';
import { MessageCard } from '../../components/MessageCard';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { renderLink } from '../../routes/renderLink';

const Back = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandBlue};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        background: ${({ theme }) => theme.colors.brandBlueHover};
      }
    }
  }
`;

/** The page's h1 (copy deck). */
export const CADASTRAR_PRODUTO_TITLE = 'Cadastrar produto';

/** /cadastrar-produto: the success panel's "yes" target, with a way back. */
export default function CadastrarProdutoPage() {
  useDocumentTitle(CADASTRAR_PRODUTO_TITLE);
  return (
    <PageContainer>
      <MessageCard title={CADASTRAR_PRODUTO_TITLE}>
        <p>O cadastro de produtos estará disponível em breve.</p>
        <Back>
          <AppLink href="/home" renderLink={renderLink}>
            Voltar para a Home
          </AppLink>
        </Back>
      </MessageCard>
    </PageContainer>
  );
}
