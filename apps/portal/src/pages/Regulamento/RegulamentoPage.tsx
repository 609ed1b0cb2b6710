import { ImageScroller, PageContainer, Section } from '@jornada/ui';
import { campaignsInRegulationOrder } from '../../content/campaigns';
import { PageTitle } from '../../components/PageTitle';
import { usePriorityImage } from '../../components/usePriorityImage';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** /regulamento: one section per campaign (spec order), its pages in a scrollable box. */
export default function RegulamentoPage() {
  useDocumentTitle('Regulamento');
  usePriorityImage(campaignsInRegulationOrder[0]?.regulationPages[0]?.src);
  return (
    <PageContainer>
      <PageTitle>Regulamento</PageTitle>
      {campaignsInRegulationOrder.map((campaign) => (
        <Section key={campaign.slug} id={campaign.slug} title={campaign.regulationName}>
          <ImageScroller
            label={`Regulamento ${campaign.regulationName}`}
            pages={campaign.regulationPages}
          />
        </Section>
      ))}
    </PageContainer>
  );
}
