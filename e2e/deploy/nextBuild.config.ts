import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import portal from '../../apps/portal/vite.config.ts';

/** The page this build changes, and how: the next version of the portal, as a deploy brings it. */
export const CHANGED_PAGE = /\/src\/pages\/Regulamento\/RegulamentoPage\.tsx$/;
export const TITLE = '<PageTitle>{REGULAMENTO_TITLE}</PageTitle>';
export const NEXT_TITLE = 'Regulamento (nova versão)';

function nextVersion(): Plugin {
  return {
    name: 'jornada-next-version',
    // Before the JSX is compiled.
    enforce: 'pre',
    transform(code, id) {
      if (!CHANGED_PAGE.test(id)) return null;
      if (!code.includes(TITLE)) throw new Error(`nextBuild: ${id} has no ${TITLE}`);
      return code.replace(TITLE, `<PageTitle>${NEXT_TITLE}</PageTitle>`);
    },
  };
}

/**
 * `vite build -c e2e/deploy/nextBuild.config.ts`: the portal with one page's copy changed, into
 * NEXT_BUILD_DIR (a build other than dist, as the next deploy would bring).
 */
export default mergeConfig(portal, {
  root: fileURLToPath(new URL('../../apps/portal', import.meta.url)),
  plugins: [nextVersion()],
  logLevel: 'warn',
  build: { outDir: path.resolve(process.env.NEXT_BUILD_DIR ?? 'next-build') },
});
