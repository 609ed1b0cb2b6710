import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyStart } from './build/earlyStart';

/**
 * The fonts of the first screen, preloaded from index.html: the headings' Exo 2 700 and the
 * body's Inter 400 and 600 (buttons). With only two, the landing's button still shifts (CLS 0.001).
 */
const PRELOADED_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/exo-2-latin-700-normal-[\w-]+\.woff2$/,
];

/**
 * Preloads the first screen's fonts so they are there when the app renders: text never waits for
 * them (font-display: swap) and does not shift when they arrive.
 */
function preloadFonts(): Plugin {
  return {
    name: 'jornada-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) =>
          PRELOADED_FONTS.some((pattern) => pattern.test(file)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts(), earlyStart()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budgets script reads the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
  },
  preview: { port: 4173 },
});
