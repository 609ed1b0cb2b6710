import { PageContainer, TileGrid, type TileGridItem } from '@jornada/ui';
import { campaigns } from '../../content/campaigns';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { renderLink } from '../../routes/renderLink';
import { campaignUrl } from '../../routes/routeTable';

const tiles: readonly TileGridItem[] = campaigns.map((campaign) => ({
  name: campaign.name,
  href: campaignUrl(campaign.slug),
  imageSrc: campaign.keyImage.src,
  width: campaign.keyImage.width,
  height: campaign.keyImage.height,
}));

/**
 * /home: the spec's title and the seven campaign tiles, each showing its whole key visual (the
 * tiles keep the image's own shape: the artwork carries the campaign name on its left edge). The
 * first tile's image is the page's priority image.
 */
export default function HomePage() {
  useDocumentTitle('Home');
  return (
    <PageContainer>
      <TileGrid tiles={tiles} priorityCount={1} renderLink={renderLink} />
    </PageContainer>
  );
}
