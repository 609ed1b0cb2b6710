/**
 * Design tokens: the typed source of the theme. The brand colours come from the spec
 * (#29507E, #176cd9, white, black); the rest is what the space-journey look needs around them,
 * chosen so every text/background pair used by the kit passes WCAG AA.
 */
export const colors = {
  brandDeep: '#29507E',
  brandBlue: '#176cd9',
  brandBlueHover: '#1259b5',
  white: '#ffffff',
  black: '#000000',
  space: '#070d1c',
  spaceRaised: '#0f1a33',
  nebula: '#1b2f55',
  star: '#ffd166',
  ink: '#0f1b2d',
  inkMuted: '#4a5a70',
  line: '#c9d3e1',
  surface: '#ffffff',
  surfaceMuted: '#f2f5fa',
  onSpace: '#ffffff',
  onSpaceMuted: '#c5d2e6',
  success: '#146c2e',
  successBg: '#e6f4ea',
  successLine: '#7cc493',
  danger: '#b3261e',
  dangerBg: '#fdecea',
  dangerLine: '#f0a29c',
  info: '#29507E',
  infoBg: '#eaf1fb',
  infoLine: '#8fb0dd',
  focus: '#ffbf47',
} as const;

/** The spec's breakpoints, in px (the contact notes also cite 576). */
export const breakpoints = { sm: 425, smPlus: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const layout = {
  pageMaxWidth: 1211,
  formMaxWidth: 898,
  headerHeight: 64,
  mobileMenuTop: 55,
  avatarSize: 40,
  dropdownWidth: 200,
  stickyThreshold: 40,
  touchTarget: 44,
} as const;

export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
  8: '64px',
} as const;

export const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const fonts = {
  body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  display: "'Exo 2', 'Inter', system-ui, sans-serif",
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.25rem',
} as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

export const shadows = {
  card: '0 12px 32px rgba(3, 8, 20, 0.35)',
  raised: '0 4px 12px rgba(3, 8, 20, 0.25)',
  focus: `0 0 0 3px ${colors.focus}`,
} as const;

export const durations = { fast: '120ms', panel: '200ms' } as const;

/** The three header themes of the spec. */
export const headerThemes = {
  theme1: { background: colors.black, text: colors.white, stickyBackground: 'rgba(0, 0, 0, 0.85)' },
  theme2: {
    background: colors.brandDeep,
    text: colors.white,
    stickyBackground: 'rgba(0, 0, 0, 0.85)',
  },
  theme3: {
    background: colors.brandBlue,
    text: colors.white,
    stickyBackground: 'rgba(0, 0, 0, 0.85)',
  },
} as const;

export type HeaderThemeName = keyof typeof headerThemes;
export type Breakpoint = keyof typeof breakpoints;
export type Space = keyof typeof space;
