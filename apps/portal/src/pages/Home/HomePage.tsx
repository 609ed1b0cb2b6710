import styled from 'styled-components';
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

const first = campaigns[0]?.keyImage;

/**
 * The tiles show the whole key visual: the kit crops it to 8:5, which cuts the campaign name that
 * the artwork carries on its left edge (the content's key images are 2:1).
 */
const WholeKeyVisuals = styled.div`
  li img {
    aspect-ratio: ${first ? `${first.width} / ${first.height}` : 'auto'};
  }
`;

/** /home: the spec's title and the seven campaign tiles. */
export default function HomePage() {
  useDocumentTitle('Home');
  usePriorityImage(tiles[0]?.imageSrc);
  return (
    <PageContainer>
      <WholeKeyVisuals>
        <TileGrid tiles={tiles} renderLink={renderLink} />
      </WholeKeyVisuals>
    </PageContainer>
  );
}
