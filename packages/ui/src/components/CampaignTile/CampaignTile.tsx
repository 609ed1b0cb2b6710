import styled from 'styled-components';
import { media } from '../../theme/media';
import { AppLink, type RenderLink } from '../AppLink';
import { imageLoading } from '../../priorityImage';
import { LINE_ICONS, LineIcon } from '../LineIcon';

export interface CampaignTileProps {
  /** The campaign's name: the tile's visible label and the link's accessible name. */
  name: string;
  /** Where the tile goes (`/campanha/anual`). */
  href: string;
  imageSrc: string;
  width: number;
  height: number;
  /** Image loading: lazy by default, `eager` for the tiles above the fold. */
  loading?: 'eager' | 'lazy';
  /**
   * The key visual is the page's priority image (its largest, the LCP candidate): it loads at once
   * with `fetchpriority="high"`, whatever `loading` says.
   */
  priority?: boolean;
  /**
   * The image box's shape, as CSS `aspect-ratio` (`8 / 5`): the key visual is cropped to fill it.
   * By default the image's own shape, from `width` and `height`: nothing is cut.
   */
  aspectRatio?: string;
  renderLink?: RenderLink;
}

const Card = styled.span<{ $aspectRatio: string }>`
  display: block;
  height: 100%;

  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.card};
    text-decoration: none;
    ${media.hover} {
      &:hover {
        transform: translateY(-3px);
      }
      &:hover span {
        text-decoration: underline;
        text-underline-offset: 3px;
      }
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 3px;
    }
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brandDeep};
`;

/** A campaign card for the home grid: the key visual and the name, one link. */
export function CampaignTile({
  name,
  href,
  imageSrc,
  width,
  height,
  loading = 'lazy',
  priority = false,
  aspectRatio = `${width} / ${height}`,
  renderLink,
}: CampaignTileProps) {
  return (
    <Card $aspectRatio={aspectRatio}>
      <AppLink renderLink={renderLink} href={href}>
        <img
          src={imageSrc}
          alt=""
          width={width}
          height={height}
          {...imageLoading(priority, loading)}
        />
        <Name>
          {name}
          <LineIcon {...LINE_ICONS.arrow} />
        </Name>
      </AppLink>
    </Card>
  );
}
