// Debian's nginx for the deployment tests, found or installed like the browser (chromium.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDebianPackages } from './debianPackages.mjs';

const NGINX = '/usr/sbin/nginx';
const ENVSUBST = '/usr/bin/envsubst';
const BROTLI_STATIC_MODULE = '/usr/share/nginx/modules/ngx_http_brotli_static_module.so';
/** nginx, its brotli static module (the template's brotli_static), envsubst (the template's variables). */
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'gettext-base'];

const installed = () =>
  existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE) && existsSync(ENVSUBST);

/**
 * Debian's nginx with the brotli static module, and envsubst: installs them when running as root,
 * else throws with what to install. Returns nginx's path.
 */
export function findNginx() {
  if (ensureDebianPackages(PACKAGES, installed)) return NGINX;
  throw new Error(
    `nginx, its brotli static module or envsubst is missing. As root: apt-get install -y ${PACKAGES.join(' ')}`,
  );
}

/** What nginx says of its version (`nginx version: nginx/1.22.1`). */
export function nginxVersion(executable = NGINX) {
  const { stdout, stderr } = spawnSync(executable, ['-v'], { encoding: 'utf8' });
  return `${stderr}${stdout}`.trim();
}
