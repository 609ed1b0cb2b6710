import logoSrc from './images/logo.svg?no-inline';
import type { ContentImage } from './types';

/** The Jornada logo as an image file (336x80, transparent, white wordmark for the space background). */
export const logoImage: ContentImage = { src: logoSrc, width: 336, height: 80, alt: 'Jornada' };
