import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { JornadaThemeProvider, breakpoints, type HeaderThemeName } from '@jornada/ui';

const withTheme: Decorator = (Story, context) => (
  <JornadaThemeProvider headerTheme={context.globals.headerTheme as HeaderThemeName}>
    <Story />
  </JornadaThemeProvider>
);

const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: '800px' },
  type: width < breakpoints.md ? 'mobile' : width < breakpoints.lg ? 'tablet' : 'desktop',
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mswLoader()],
  globalTypes: {
    headerTheme: {
      description: 'Header theme',
      toolbar: {
        title: 'Tema do cabeçalho',
        icon: 'paintbrush',
        items: [
          { value: 'theme1', title: 'theme1: preto' },
          { value: 'theme2', title: 'theme2: azul-escuro' },
          { value: 'theme3', title: 'theme3: azul' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { headerTheme: 'theme1' },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story fails its test on any accessibility violation.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile375: viewport('Mobile 375', 375),
        sm425: viewport('sm 425', breakpoints.sm),
        md768: viewport('md 768', breakpoints.md),
        lg992: viewport('lg 992', breakpoints.lg),
        xl1200: viewport('xl 1200', breakpoints.xl),
        xxl1400: viewport('xxl 1400', breakpoints.xxl),
        // The visual review's desktop width: a desktop-only story is shot there alone.
        desktop1280: viewport('Desktop 1280', 1280),
      },
    },
  },
};

export default preview;
