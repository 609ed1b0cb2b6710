import { PageContainer, TileGrid, type TileGridItem } from '@jornada/ui';
import { campaigns } from '../../content/campaigns';
import { usePriorityImage } from '../../components/usePriorityImage';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { renderLink } from '../../routes/renderLink';

const tiles: readonly TileGridItem[] = campaigns.map((campaign) => ({
  name: campaign.name,
  href: `/campanha/${campaign.slug}`,
  imageSrc: campaign.keyImage.src,
  width: campaign.keyImage.width,
  height: campaign.keyImage.height,
}));

/** /home: the spec's title and the seven campaign tiles. */
export default function HomePage() {
  useDocumentTitle('Home');
  usePriorityImage(tiles[0]?.imageSrc);
  return (
    <PageContainer>
      <TileGrid tiles={tiles} renderLink={renderLink} />
    </PageContainer>
  );
}
