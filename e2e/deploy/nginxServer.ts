import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  NGINX_TEMPLATE_FILE,
  NGINX_VARIABLES,
  type NginxVariable,
} from '../../apps/portal/build/nginxTemplate';
import { findNginx } from '../../scripts/nginx.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type NginxVariables = Record<NginxVariable, string>;

export interface NginxServer {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  /** Each answer nginx has finished sending: its bytes on the wire (headers and body), its path. */
  sent: () => { bytes: number; path: string }[];
  stop: () => Promise<void>;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The template with its variables, as the official nginx image makes it: envsubst told the
 * template's variable names, so nginx's own `$variables` stay.
 */
function renderTemplate(variables: NginxVariables): string {
  const names = Object.keys(NGINX_VARIABLES)
    .map((name) => `\${${name}}`)
    .join(' ');
  const result = spawnSync('envsubst', [names], {
    input: readFileSync(path.join(ROOT, NGINX_TEMPLATE_FILE), 'utf8'),
    env: { ...process.env, ...variables },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`envsubst: ${result.stderr}`);
  return result.stdout;
}

/** The main configuration: Debian's modules, mime.types, then the server block, as a host has it. */
const mainConfig = (prefix: string) => `include /etc/nginx/modules-enabled/*.conf;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    log_format sent '$bytes_sent $request_uri';
    access_log ${prefix}/access.log sent;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/conf.d/*.conf;
}
`;

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Debian's nginx, as our own process, serving deploy/nginx's template with `variables` on
 * `port` (JORNADA_LISTEN is set from it). Its workers run as another user when we are root: the
 * served folder must be readable by anyone, as on a host.
 */
export async function startNginx(
  port: number,
  variables: Omit<NginxVariables, 'JORNADA_LISTEN'>,
): Promise<NginxServer> {
  const nginx = findNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'jornada-nginx-'));
  mkdirSync(path.join(prefix, 'conf.d'));
  mkdirSync(path.join(prefix, 'temp'));
  chmodSync(path.join(prefix, 'temp'), 0o777);
  // Debian's module snippets name the modules relative to the prefix.
  symlinkSync('/usr/share/nginx/modules', path.join(prefix, 'modules'));
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  writeFileSync(
    path.join(prefix, 'conf.d', 'jornada.conf'),
    renderTemplate({ ...variables, JORNADA_LISTEN: `127.0.0.1:${port}` }),
  );
  const args = [
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ];
  const check = spawnSync(nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let tries = 0; !(await listening(port)); tries += 1) {
    if (tries > 100 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on ${port}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    sent: () =>
      readFileSync(path.join(prefix, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [bytes = '0', file = ''] = line.split(' ');
          return { bytes: Number(bytes), path: file };
        }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
