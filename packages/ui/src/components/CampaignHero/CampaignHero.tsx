import { useId } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { AppLink, type RenderLink } from '../AppLink';
import { primaryLook, secondaryLook } from '../Button/buttonStyles';
import { imageLoading } from '../../priorityImage';

export interface CampaignHeroProps {
  /** The campaign's name: the page's h1. */
  name: string;
  imageSrc: string;
  /** The key visual's alt text; empty (decorative) by default, the name is the heading. */
  imageAlt?: string;
  width: number;
  height: number;
  /**
   * The key visual is the page's priority image (its largest, the LCP candidate): it loads at once
   * with `fetchpriority="high"`. Set it on the campaign page.
   */
  priority?: boolean;
  /** Descriptive text: one string per paragraph. */
  description: string | readonly string[];
  /** The cycles the campaign runs in (`Março–Maio 2025`), when it has cycles. */
  cycles?: readonly string[];
  /** Heading of the cycles list. */
  cyclesTitle?: string;
  /** `Como participar` (`/como-participar/{campanha}`). */
  howToHref: string;
  /** `Regulamento` (`/regulamento`, or its section). */
  regulationHref: string;
  renderLink?: RenderLink;
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin: 0 auto;
  color: ${({ theme }) => theme.colors.onSpace};

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[7]};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.onSpaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Visual = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

const Cycles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border: 1px solid ${({ theme }) => theme.colors.onSpaceMuted};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.spaceRaised};
    color: ${({ theme }) => theme.colors.onSpace};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};

  a {
    ${buttonLook}
  }
  a:first-child {
    ${primaryLook}
  }
  a:last-child {
    ${secondaryLook}
  }
`;

/**
 * The campaign page (spec, /campanha/{campanha}): the name as h1, the key visual, the text, the
 * cycles when there are any, and the links `Como participar` and `Regulamento` (looking like the
 * primary and secondary buttons: they go to other pages, so they are links).
 */
export function CampaignHero({
  name,
  imageSrc,
  imageAlt = '',
  width,
  height,
  priority = false,
  description,
  cycles = [],
  cyclesTitle = 'Ciclos da campanha',
  howToHref,
  regulationHref,
  renderLink,
}: CampaignHeroProps) {
  const cyclesId = useId();
  const paragraphs = typeof description === 'string' ? [description] : description;
  return (
    <Article>
      <Visual
        src={imageSrc}
        alt={imageAlt}
        width={width}
        height={height}
        {...imageLoading(priority)}
      />
      <Body>
        <h1>{name}</h1>
        {paragraphs.map((paragraph, index) => (
          <p key={`${index}-${paragraph.slice(0, 16)}`}>{paragraph}</p>
        ))}
        {cycles.length > 0 && (
          <>
            <h2 id={cyclesId}>{cyclesTitle}</h2>
            <Cycles aria-labelledby={cyclesId}>
              {cycles.map((cycle) => (
                <li key={cycle}>{cycle}</li>
              ))}
            </Cycles>
          </>
        )}
        <Actions>
          <AppLink renderLink={renderLink} href={howToHref}>
            Como participar
          </AppLink>
          <AppLink renderLink={renderLink} href={regulationHref}>
            Regulamento
          </AppLink>
        </Actions>
      </Body>
    </Article>
  );
}
