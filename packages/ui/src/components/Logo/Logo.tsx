import { useId } from 'react';
import styled from 'styled-components';

export interface LogoProps {
  /** Rendered width in px (the artwork keeps its 21:5 ratio inside). */
  width?: number;
  /** Rendered height in px. */
  height?: number;
  /** Accessible name. */
  title?: string;
  /** Show only the rocket-and-orbit mark (square), without the wordmark. */
  markOnly?: boolean;
}

const Svg = styled.svg`
  display: block;
  flex: none;
  color: inherit;
`;

/**
 * The Jornada logo: a rocket climbing out of an orbit ring, and the wordmark. Original artwork;
 * the wordmark follows `currentColor`, so it reads on every header theme.
 */
export function Logo({ width = 168, height = 40, title = 'Jornada', markOnly = false }: LogoProps) {
  const gradientId = useId();
  return (
    <Svg
      role="img"
      aria-label={title}
      width={width}
      height={height}
      viewBox={markOnly ? '0 0 40 40' : '0 0 168 40'}
      preserveAspectRatio="xMinYMid meet"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd166" />
          <stop offset="1" stopColor="#ff8a3d" />
        </linearGradient>
      </defs>
      <g>
        <ellipse
          cx="20"
          cy="22"
          rx="17"
          ry="7"
          fill="none"
          stroke="#ffd166"
          strokeWidth="2.2"
          transform="rotate(-24 20 22)"
        />
        <circle cx="34.5" cy="13.5" r="2" fill="#ffd166" />
        <g transform="rotate(35 20 20)">
          <path d="M20 4c4.2 3.2 6 8 6 13.5V27h-12v-9.5C14 12 15.8 7.2 20 4z" fill="currentColor" />
          <circle cx="20" cy="15" r="2.6" fill="#176cd9" />
          <path d="M14 21l-4 6.5h4zM26 21l4 6.5h-4z" fill="#29507E" />
          <path d="M16.5 28h7l-3.5 8z" fill={`url(#${gradientId})`} />
        </g>
        <circle cx="6" cy="8" r="1.1" fill="currentColor" />
        <circle cx="9.5" cy="35" r="0.9" fill="currentColor" />
      </g>
      {!markOnly && (
        <text
          x="46"
          y="28.5"
          fill="currentColor"
          fontFamily="'Exo 2', 'Inter', system-ui, sans-serif"
          fontSize="23"
          fontWeight="700"
          letterSpacing="2.2"
        >
          JORNADA
        </text>
      )}
    </Svg>
  );
}
