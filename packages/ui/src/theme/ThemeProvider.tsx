import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { createTheme } from './theme';
import type { HeaderThemeName } from './tokens';
import './fonts';

export interface JornadaThemeProviderProps {
  headerTheme?: HeaderThemeName;
  children: ReactNode;
}

/** Theme, global styles and self-hosted fonts: wrap the app (and every story) once. */
export function JornadaThemeProvider({
  headerTheme = 'theme1',
  children,
}: JornadaThemeProviderProps) {
  return (
    <StyledThemeProvider theme={createTheme(headerTheme)}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
