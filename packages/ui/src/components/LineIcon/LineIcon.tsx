/** The kit's icons, each a path drawn on its own square (`size` px): spread into `LineIcon`. */
export const LINE_ICONS = {
  arrow: { size: 20, d: 'M4 10h12M11 5l5 5-5 5' },
  chevronDown: { size: 16, d: 'M3.5 6l4.5 4.5L12.5 6' },
  download: { size: 18, d: 'M9 2.5v9M5 8l4 4 4-4M3 15.5h12' },
  menu: { size: 24, d: 'M4 7h16M4 12h16M4 17h16', strokeWidth: 2.4 },
  close: { size: 24, d: 'M6 6l12 12M18 6L6 18', strokeWidth: 2.4 },
} as const satisfies Record<string, LineIconProps>;

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
