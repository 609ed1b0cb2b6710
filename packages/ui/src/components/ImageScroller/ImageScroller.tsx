import styled from 'styled-components';
import { imageLoading } from '../../priorityImage';

export interface ScrollerImage {
  src: string;
  /** What the page says, or at least which page it is (`Anual 2025, página 1 de 3`). */
  alt: string;
  width: number;
  height: number;
}

export interface ImageScrollerProps {
  /** The region's name, read by screen readers (`Regulamento Anual 2025`). */
  label: string;
  pages: readonly ScrollerImage[];
  /** The box's maximum height, px; it scrolls beyond. */
  maxHeight?: number;
  /**
   * The first page is the page's priority image (its largest, the LCP candidate): it loads with
   * `fetchpriority="high"`. Set it on the first box of the regulation page only.
   */
  priority?: boolean;
}

const Box = styled.div<{ $maxHeight: number }>`
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * The regulation box (spec, /regulamento): a campaign's page images in a scrollable box of fixed
 * maximum height. The box is a named region in the tab order, so a keyboard can scroll it; pages
 * after the first load lazily; the first has high priority when `priority`.
 */
export function ImageScroller({
  label,
  pages,
  maxHeight = 560,
  priority = false,
}: ImageScrollerProps) {
  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    <Box role="region" aria-label={label} tabIndex={0} $maxHeight={maxHeight}>
      <ol>
        {pages.map((page, index) => (
          <li key={`${index}-${page.src.slice(-24)}`}>
            <img
              src={page.src}
              alt={page.alt}
              width={page.width}
              height={page.height}
              {...imageLoading(priority && index === 0, index === 0 ? 'eager' : 'lazy')}
              decoding="async"
            />
          </li>
        ))}
      </ol>
    </Box>
  );
}
