export * from './tokens';
export { baseTheme, createTheme, theme, type JornadaTheme } from './theme';
export { media } from './media';
export { GlobalStyle } from './GlobalStyle';
export { JornadaThemeProvider, type JornadaThemeProviderProps } from './ThemeProvider';
