import { useEffect } from 'react';
import { PageContainer, TileGrid, type TileGridItem } from '@jornada/ui';
import { keyImageOf } from '../../content/campaigns/keyImages';
import { CAMPAIGN_NAMES, CAMPAIGN_SLUGS } from '../../content/campaigns/list';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { renderLink } from '../../routes/renderLink';
import { prefetchPagesWhenIdle } from '../../routes/prefetchPages';
import { campaignUrl } from '../../routes/routeTable';

// Names and key visuals only: the campaigns' texts load with their own pages.
const tiles: readonly TileGridItem[] = CAMPAIGN_SLUGS.map((slug) => {
  const { src, width, height } = keyImageOf(slug);
  return { name: CAMPAIGN_NAMES[slug], href: campaignUrl(slug), imageSrc: src, width, height };
});

/**
 * /home: the spec's title and a tile per campaign, each showing its whole key visual (the
 * tiles keep the image's own shape: the artwork carries the campaign name on its left edge). The
 * first tile's image is the page's priority image. The tiles' pages load when the page is idle.
 */
export default function HomePage() {
  useDocumentTitle('Home');
  useEffect(() => prefetchPagesWhenIdle(tiles.map((tile) => tile.href)), []);
  return (
    <PageContainer>
      <TileGrid tiles={tiles} priorityCount={1} renderLink={renderLink} />
    </PageContainer>
  );
}
