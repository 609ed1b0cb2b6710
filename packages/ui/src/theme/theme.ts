import {
  breakpoints,
  colors,
  durations,
  fontSizes,
  fontWeights,
  fonts,
  headerThemes,
  layout,
  radii,
  shadows,
  space,
  type HeaderThemeName,
} from './tokens';

export const baseTheme = {
  colors,
  breakpoints,
  layout,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  shadows,
  durations,
  headerThemeName: 'theme1' as HeaderThemeName,
  header: headerThemes.theme1 as (typeof headerThemes)[HeaderThemeName],
};

export type JornadaTheme = typeof baseTheme;

/** A theme is the base with a header theme applied: a partial override, not a copy. */
export function createTheme(headerTheme: HeaderThemeName = 'theme1'): JornadaTheme {
  return { ...baseTheme, headerThemeName: headerTheme, header: headerThemes[headerTheme] };
}

export const theme = createTheme('theme1');
