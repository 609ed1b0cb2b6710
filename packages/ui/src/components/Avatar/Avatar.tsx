import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from './initials';

export interface AvatarProps {
  /** The person's name: the image's alt text, and the initials when there is no image. */
  name: string;
  /** Image address; without it (or when it fails to load) the initials show. */
  src?: string | null | undefined;
  /** Diameter in px (the spec's avatar is 40). */
  size?: number;
  /** Inside a control that already has a name (the header's profile button): hidden from AT. */
  decorative?: boolean;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandDeep};
  color: ${({ theme }) => theme.colors.white};
  border: 2px solid ${({ theme }) => theme.colors.white};
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  line-height: 1;
  user-select: none;

  &[data-initials]::before {
    content: attr(data-initials);
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round avatar: the picture when there is one, otherwise the initials of the name. */
export function Avatar({ name, src, size = 40, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  if (showImage && src) {
    return (
      <Circle $size={size} aria-hidden={decorative || undefined}>
        <img
          src={src}
          alt={decorative ? '' : name}
          width={size}
          height={size}
          onError={() => setFailedSrc(src)}
        />
      </Circle>
    );
  }
  // Decorative: the initials are drawn by CSS, so they do not compete with the control's name.
  return decorative ? (
    <Circle $size={size} aria-hidden="true" data-initials={initialsOf(name)} />
  ) : (
    <Circle $size={size} role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Circle>
  );
}
