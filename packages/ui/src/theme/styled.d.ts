import 'styled-components';
import type { JornadaTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends JornadaTheme {}
}
