import type { RenderLink } from '../AppLink';
import { Actions, Panel, PanelLink, type HeadingLevel } from '../Panel';

export interface SuccessPanelProps {
  /** 'Sim, cadastrar produto'. */
  productHref?: string;
  /** 'Ainda não'. */
  homeHref?: string;
  renderLink?: RenderLink;
  headingLevel?: HeadingLevel;
}

/** 'Você já possui o produto?': two links, no form. */
export function SuccessPanel({
  productHref = '/cadastrar-produto',
  homeHref = '/',
  renderLink,
  headingLevel,
}: SuccessPanelProps) {
  return (
    <Panel title="Você já possui o produto?" headingLevel={headingLevel}>
      <Actions>
        <PanelLink href={productHref} look="primary" renderLink={renderLink}>
          Sim, cadastrar produto
        </PanelLink>
        <PanelLink href={homeHref} look="secondary" renderLink={renderLink}>
          Ainda não
        </PanelLink>
      </Actions>
    </Panel>
  );
}
