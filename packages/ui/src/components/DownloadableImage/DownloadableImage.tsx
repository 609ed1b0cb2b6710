import { useId } from 'react';
import styled from 'styled-components';
import { DownloadLink } from './DownloadLink';
import { downloadFileName } from './fileName';
import { imageLoading } from '../../priorityImage';

export type DownloadableImageKind = 'ship' | 'shield';

export interface DownloadableImageProps {
  /** The business unit's ship (`Nave da …`) or shield (`Escudo da …`). */
  kind: DownloadableImageKind;
  /** The business unit, as shown: `UN SUDESTE/SUL`. */
  unit: string;
  src: string;
  width: number;
  height: number;
  /**
   * The image is the page's priority image (its largest, the LCP candidate): it loads at once with
   * `fetchpriority="high"`.
   */
  priority?: boolean;
  /**
   * The file `Download` saves, when it is not `src`: e.g. a PNG of an SVG artwork, which a phone's
   * gallery can show and keep.
   */
  downloadSrc?: string;
  /** Download name; default from the caption and the downloaded file's type (`nave-un-cn.png`). */
  fileName?: string;
}

const captions: Record<DownloadableImageKind, { text: string; file: string }> = {
  ship: { text: 'Nave da', file: 'nave' },
  shield: { text: 'Escudo da', file: 'escudo' },
};

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  img {
    width: 100%;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.space};
  }
  figcaption {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-align: center;
  }
`;

/**
 * The unit's ship or shield with its caption and a `Download` link that saves the file with a
 * readable name. The link's name stays `Download` (copy deck); the caption describes it.
 * Browsers honour `download` for same-origin and `data:` addresses only: serve the images from
 * the portal's origin (or a proxy) for the name to apply.
 */
export function DownloadableImage({
  kind,
  unit,
  src,
  width,
  height,
  priority = false,
  downloadSrc = src,
  fileName,
}: DownloadableImageProps) {
  const captionId = useId();
  const caption = `${captions[kind].text} ${unit}`;
  return (
    <Figure>
      <img src={src} alt={caption} width={width} height={height} {...imageLoading(priority)} />
      <figcaption id={captionId}>{caption}</figcaption>
      <DownloadLink
        href={downloadSrc}
        fileName={fileName ?? downloadFileName(`${captions[kind].file} ${unit}`, downloadSrc)}
        describedBy={captionId}
      />
    </Figure>
  );
}
