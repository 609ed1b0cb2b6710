import { ImageScroller, PageContainer, Section } from '@jornada/ui';
import { campaignsInRegulationOrder } from '../../content/campaigns';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The page's h1 (copy deck). */
export const REGULAMENTO_TITLE = 'Regulamento';

/**
 * /regulamento: one section per campaign (spec order), its pages in a scrollable box. The first
 * page of the first box is the page's priority image.
 */
export default function RegulamentoPage() {
  useDocumentTitle(REGULAMENTO_TITLE);
  return (
    <PageContainer>
      <PageTitle>{REGULAMENTO_TITLE}</PageTitle>
      {campaignsInRegulationOrder.map((campaign, index) => (
        <Section key={campaign.slug} id={campaign.slug} title={campaign.regulationName}>
          <ImageScroller
            label={`Regulamento ${campaign.regulationName}`}
            pages={campaign.regulationPages}
            priority={index === 0}
          />
        </Section>
      ))}
    </PageContainer>
  );
}
