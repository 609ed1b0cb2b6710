import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { NGINX_TEMPLATE_FILE, nginxTemplate } from './nginxTemplate.ts';
import { headersFile } from './responseHeaders.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files a server sends compressed (fonts and images are compressed already). */
const TEXT_FILE = /\.(?:html|js|css|svg|json|webmanifest|txt)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside each text file of `dir`, at the highest levels (done once
 * here, not on each request), where they are smaller: nginx's brotli_static and gzip_static send
 * them as they are.
 */
export async function precompress(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter((file) => TEXT_FILE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(bytes, { level: 9 }),
      ]);
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

/**
 * Build plugin, after every other file is written (the prerender's pages, the service worker):
 * `_headers`, each text file's compressed copies and, for the portal's own dist, the nginx
 * template (deploy/nginx), which depends on the route table only.
 */
export function serverFiles(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'jornada-server-files',
    apply: 'build',
    // After vite-plugin-pwa's own (post) closeBundle, which writes sw.js.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        await writeFile(path.join(outDir, '_headers'), headersFile());
        await precompress(outDir);
        if (outDir === path.join(root, 'dist')) {
          const template = path.resolve(root, '../..', NGINX_TEMPLATE_FILE);
          await mkdir(path.dirname(template), { recursive: true });
          await writeFile(template, nginxTemplate());
        }
      },
    },
  };
}
