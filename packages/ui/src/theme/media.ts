import { breakpoints, type Breakpoint } from './tokens';

/** `${media.up('md')} { … }`: from this breakpoint up. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${breakpoints[bp] - 0.02}px)`,
  /** Hover looks: only where a pointer can hover, since a phone's tap would leave them stuck on. */
  hover: '@media (hover: hover)',
};
