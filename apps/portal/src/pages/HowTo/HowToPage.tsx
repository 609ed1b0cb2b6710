import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { InstructionImages, PageContainer } from '@jornada/ui';
import { campaignBySlug, isCampaignSlug, type Campaign } from '../../content/campaigns';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { NotFoundContent } from '../NotFound/NotFoundContent';

/** The page's h1 (copy deck): `Como participar — {campanha}`. */
export const howToTitle = (campaignName: string) => `Como participar — ${campaignName}`;

function HowToView({ campaign }: { campaign: Campaign }) {
  const headingId = useId();
  const title = howToTitle(campaign.name);
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageTitle id={headingId}>{title}</PageTitle>
      <InstructionImages images={campaign.howTo} labelledBy={headingId} priority />
    </PageContainer>
  );
}

/** /como-participar/{campanha}: the general image and the dated instruction images. */
export default function HowToPage() {
  const { campanha } = useParams();
  if (!isCampaignSlug(campanha)) return <NotFoundContent />;
  return <HowToView key={campanha} campaign={campaignBySlug(campanha)} />;
}
