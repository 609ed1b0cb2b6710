import { useId } from 'react';
import styled from 'styled-components';
import { gridList } from '../../theme/gridList';
import { media } from '../../theme/media';
import type { RenderLink } from '../AppLink';
import { CampaignTile, type CampaignTileProps } from '../CampaignTile';

export type TileGridItem = Omit<CampaignTileProps, 'renderLink' | 'loading' | 'priority'>;

export interface TileGridProps {
  tiles: readonly TileGridItem[];
  /** The home's text (spec). */
  title?: string;
  /** The title's level: the home's main heading by default. */
  titleAs?: 'h1' | 'h2';
  /** Tiles whose image loads at once (the first row on a desktop); the rest are lazy. */
  eagerCount?: number;
  /**
   * Tiles whose image is a priority image (`fetchpriority="high"`, eager): the first one on the
   * home, whose largest image it is. None by default.
   */
  priorityCount?: number;
  renderLink?: RenderLink;
}

export const TILE_GRID_TITLE = 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
`;

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.onSpace};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.04em;
  text-align: center;

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Grid = styled.ul`
  ${gridList}

  ${media.up('smPlus')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[5]};
  }
  ${media.up('xl')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The home grid (spec, Home tiles): the title, then one link card per campaign. */
export function TileGrid({
  tiles,
  title = TILE_GRID_TITLE,
  titleAs = 'h1',
  eagerCount = 4,
  priorityCount = 0,
  renderLink,
}: TileGridProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title as={titleAs} id={titleId}>
        {title}
      </Title>
      <Grid>
        {tiles.map((tile, index) => (
          <li key={tile.href}>
            <CampaignTile
              {...tile}
              loading={index < eagerCount ? 'eager' : 'lazy'}
              priority={index < priorityCount}
              renderLink={renderLink}
            />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
