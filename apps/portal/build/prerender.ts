import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import {
  PRERENDER_ATTR,
  PRERENDER_CSS,
  PRERENDER_FOR_ATTR,
  PRERENDER_PATH_ATTR,
} from '../src/prerenderMarkup.ts';
import {
  PRERENDERED_ROUTES,
  prerenderedFile,
  type PrerenderVisitor,
} from '../src/routes/routeTable.ts';

/** What src/prerender.tsx renders for a path (it runs from a Node build of the app). */
export interface PrerenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  /** The styles of that markup (the contents of one style element). */
  css: string;
}

type PrerenderModule = {
  prerender: (
    urlPath: string,
    configJson: unknown,
    visitor: PrerenderVisitor,
  ) => Promise<PrerenderedPage>;
};

/** The built index.html with its stylesheets inlined: first paint waits for no CSS request. */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (_tag, href: string) => `<style>${readAsset(href)}</style>`,
  );
}

/**
 * The page's HTML: the template with the prerendered markup in #root and its styles in head. The
 * html element names the page (`data-prerender-path`) and, for a participant's page,
 * `data-prerender-for="participant"`. `/` is `index.html`, which is also the SPA fallback: the
 * early-start script hides a screen that is not the current one or not for this visitor. The
 * screen is `inert`: a click or a key typed before the app runs must not land in a copy that is
 * about to be replaced.
 */
export function pageHtml(
  template: string,
  urlPath: string,
  page: PrerenderedPage,
  visitor: PrerenderVisitor = 'anonymous',
): string {
  const forParticipant = visitor === 'participant' ? ` ${PRERENDER_FOR_ATTR}="participant"` : '';
  const withPath = template.replace(
    /<html([^>]*)>/,
    (_tag, attrs: string) => `<html${attrs} ${PRERENDER_PATH_ATTR}="${urlPath}"${forParticipant}>`,
  );
  const withStyles = withPath.replace(
    '</head>',
    `<style ${PRERENDER_ATTR}>${PRERENDER_CSS}${page.css}</style>\n  </head>`,
  );
  if (!withStyles.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no empty <div id="root"></div>');
  }
  return withStyles.replace(
    '<div id="root"></div>',
    () => `<div id="root"><div ${PRERENDER_ATTR} inert>${page.html}</div></div>`,
  );
}

/** Markup that would break under the CSP or point at dev-server paths. */
export function checkPrerendered(urlPath: string, page: PrerenderedPage): void {
  if (/<script/i.test(page.html)) throw new Error(`prerender: ${urlPath} contains a script`);
  if (/\/(src|@fs|@id)\//.test(page.html)) {
    throw new Error(`prerender: ${urlPath} links to a source path, not a built asset`);
  }
  if (!/<h1[\s>]/.test(page.html)) throw new Error(`prerender: ${urlPath} has no h1`);
}

/**
 * Build plugin: after the browser build, builds src/prerender.tsx for Node, renders each route of
 * the table that has a `prerenderFor` for that visitor and writes its HTML file into the output
 * folder.
 */
export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'jornada-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle(error) {
      // A failed build has nothing to render: its own error is the one to show.
      if (isSsrBuild || error) return;
      // A folder of this build's own: a test's build elsewhere may run at the same time.
      const serverDir = mkdtempSync(path.join(root, 'node_modules/.prerender-'));
      try {
        await renderPages(serverDir);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };

  async function renderPages(serverDir: string): Promise<void> {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: 'src/prerender.tsx',
        outDir: serverDir,
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
      },
    });
    const { prerender } = (await import(
      pathToFileURL(path.join(serverDir, 'prerender.mjs')).href
    )) as PrerenderModule;
    const config = JSON.parse(readFileSync(path.join(outDir, 'config.json'), 'utf8')) as unknown;
    const template = inlineStylesheets(
      readFileSync(path.join(outDir, 'index.html'), 'utf8'),
      (href) => readFileSync(path.join(outDir, href.replace(/^\//, '')), 'utf8'),
    );
    for (const { path: urlPath, prerenderFor } of PRERENDERED_ROUTES) {
      const page = await prerender(urlPath, config, prerenderFor);
      checkPrerendered(urlPath, page);
      const file = path.join(outDir, prerenderedFile(urlPath));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, urlPath, page, prerenderFor));
    }
  }
}
