import styled from 'styled-components';
import { imageLoading } from '../../priorityImage';

export interface InstructionImage {
  src: string;
  /** What the image says (instruction images carry text). */
  alt: string;
  /** Visible caption under the image. */
  caption?: string;
  width: number;
  height: number;
}

export interface InstructionImagesProps {
  images: readonly InstructionImage[];
  /** Id of the page's heading (`Como participar — {nome}`) that names the list. */
  labelledBy?: string;
  /**
   * The first image is the page's priority image (its largest, the LCP candidate): it loads with
   * `fetchpriority="high"`. Set it on the how-to page.
   */
  priority?: boolean;
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  figure {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  figcaption {
    color: ${({ theme }) => theme.colors.onSpaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: center;
  }
`;

/**
 * The how-to list (spec, /como-participar/{campanha}): instruction images in order, each with its
 * caption. The page owns the heading; the first image loads at once (with high priority when
 * `priority`), the others lazily.
 */
export function InstructionImages({
  images,
  labelledBy,
  priority = false,
}: InstructionImagesProps) {
  return (
    <List aria-labelledby={labelledBy}>
      {images.map((image, index) => (
        <li key={`${index}-${image.src.slice(-24)}`}>
          <figure>
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              {...imageLoading(priority && index === 0, index === 0 ? 'eager' : 'lazy')}
              decoding="async"
            />
            {image.caption && <figcaption>{image.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </List>
  );
}
