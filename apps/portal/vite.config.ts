import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { campaignContent } from './build/campaignContent.ts';
import { compileHints } from './build/compileHints.ts';
import { earlyStart } from './build/earlyStart.ts';
import { pngArtwork } from './build/pngArtwork.ts';
import { prerenderPages } from './build/prerender.ts';
import { portalPwa } from './build/pwa.ts';
import { serverFiles } from './build/serverFiles.ts';
import { subsetFonts } from './build/subsetFonts.ts';

/**
 * The fonts of the first screen, preloaded by index.html's early-start script: the headings'
 * Exo 2 700 and the body's Inter 400, 600 (buttons) and 700.
 */
const PRELOADED_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-700-normal-[\w-]+\.woff2$/,
  /^assets\/exo-2-latin-700-normal-[\w-]+\.woff2$/,
];

/**
 * The portal's fonts use `font-display: optional`: the first screen is prerendered HTML that paints
 * before the fonts arrive, and a swap would then move it (layout shift). With `optional` a font
 * that is not there within ~100 ms is skipped for that page view (the fallback stays, nothing
 * moves); preloaded and then cached for a year, it is there on every later visit. Storybook keeps
 * `swap` (screenshots wait for the fonts). The preloads are script-inserted (src/earlyStart):
 * Chrome holds the first paint for fonts preloaded from the HTML, text included.
 */
function optionalFontDisplay(): Plugin {
  return {
    name: 'jornada-optional-font-display',
    apply: 'build',
    transform(code, id) {
      if (!/@fontsource\/.+\.css$/.test(id)) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [
    // First: a campaign folder that disagrees with the list stops the build with its file's name.
    campaignContent(),
    react(),
    optionalFontDisplay(),
    subsetFonts(),
    pngArtwork(),
    compileHints(),
    earlyStart({ fonts: PRELOADED_FONTS }),
    prerenderPages(),
    portalPwa(),
    // Last: it reads every file the others wrote.
    serverFiles(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The early-start script adds the modulepreload links; every es2022 browser knows them.
    modulePreload: { polyfill: false },
    // All CSS (the @font-face rules; styled-components does the rest) is one stylesheet of the
    // HTML, which the build inlines. Split per chunk, it would become a dependency of every chunk
    // that imports the entry: loading it would add the stylesheet again, and the browser would
    // apply fonts the first paint had done without (a layout shift).
    cssCodeSplit: false,
    // The prerender's closeBundle renders pages on purpose; a timing notice in `npm start` is noise.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  preview: { port: 4173 },
});
