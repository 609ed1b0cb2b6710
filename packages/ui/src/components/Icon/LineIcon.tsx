export interface LineIconProps {
  /** Width and height in px; the path is drawn on a square of the same size. */
  size: number;
  /** The path, stroked in the text colour. */
  d: string;
  strokeWidth?: number;
}

/** A decorative line icon (chevron, arrow, bars): one round-capped path in `currentColor`. */
export function LineIcon({ size, d, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
