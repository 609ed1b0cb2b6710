import { useParams } from 'react-router-dom';
import { CampaignHero, PageContainer } from '@jornada/ui';
import { campaignBySlug, isCampaignSlug, type Campaign } from '../../content/campaigns';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { renderLink } from '../../routes/renderLink';
import { howToUrl, regulationUrl } from '../../routes/routeTable';
import { NotFoundContent } from '../NotFound/NotFoundContent';

function CampaignView({ campaign }: { campaign: Campaign }) {
  useDocumentTitle(campaign.name);
  return (
    <PageContainer>
      <CampaignHero
        name={campaign.name}
        imageSrc={campaign.keyImage.src}
        imageAlt={campaign.keyImage.alt}
        width={campaign.keyImage.width}
        height={campaign.keyImage.height}
        priority
        description={campaign.description}
        cycles={campaign.cycles}
        howToHref={howToUrl(campaign.slug)}
        regulationHref={regulationUrl(campaign.slug)}
        renderLink={renderLink}
      />
    </PageContainer>
  );
}

/** /campanha/{campanha}: name, key visual, text, cycles, Como participar and Regulamento. */
export default function CampaignPage() {
  const { campanha } = useParams();
  if (!isCampaignSlug(campanha)) return <NotFoundContent />;
  return <CampaignView key={campanha} campaign={campaignBySlug(campanha)} />;
}
