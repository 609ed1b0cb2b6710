import { ROUTE_ROWS, prerenderedFile, routePattern } from '../src/routes/routeTable.ts';
import { WEB_APP_MANIFEST_FILE } from './pwa.ts';
import {
  IMMUTABLE,
  REVALIDATE,
  STORAGE_POLICY,
  contentSecurityPolicy,
  securityHeaders,
} from './responseHeaders.ts';

/** Where the build writes the template, from the repository's root. */
export const NGINX_TEMPLATE_FILE = 'deploy/nginx/jornada.conf.template';

/** The template's variables, each `${NAME}` in it, replaced by envsubst when the server starts. */
export const NGINX_VARIABLES = {
  JORNADA_ROOT: "the built portal's folder (the deploy step's `current`)",
  JORNADA_LISTEN: 'the port (or address:port) to listen on',
  API_URL: "config.json's apiUrl (every call but the contact form's)",
  PUBLIC_API_URL: "config.json's publicApiUrl (the contact form's call)",
  STORAGE_HOST: "config.json's storageHost (stripped from image addresses)",
  STORAGE_UPSTREAM: "where the storage's paths are fetched from: the bucket's origin",
  STORAGE_PATHS: "those paths' first segments as an alternation, e.g. avatars|uploads",
  CSP_ORIGINS: 'space-separated origins the policy adds to connect-src and img-src',
} as const;

export type NginxVariable = keyof typeof NGINX_VARIABLES;

const variable = (name: NginxVariable) => `\${${name}}`;

/** The three values of config.json, as the server answers them. */
const CONFIG_JSON = `{"apiUrl":"${variable('API_URL')}","publicApiUrl":"${variable('PUBLIC_API_URL')}","storageHost":"${variable('STORAGE_HOST')}"}`;

/** A page of the route table: its prerendered HTML, or the app's shell. */
function pageLocation(path: string): string {
  const file = `/${prerenderedFile(path === '/' || !isPrerendered(path) ? '/' : path)}`;
  const match = path === '/' ? '= /' : `~ ${routePattern(path)}`;
  return `    location ${match} {\n        try_files ${file} =404;\n    }`;
}

const isPrerendered = (path: string) =>
  ROUTE_ROWS.some((row) => row.path === path && row.prerenderFor !== undefined);

/**
 * The portal's nginx server block, in the official nginx image's template convention
 * (`*.conf.template`, `${VAR}` replaced by envsubst): written by the build from the route table,
 * so the SPA fallback names exactly the portal's pages and anything else is a 404.
 */
export function nginxTemplate(): string {
  const pages = ROUTE_ROWS.filter(({ path }) => path !== '*').map(({ path }) => pageLocation(path));
  const variables = Object.entries(NGINX_VARIABLES).map(
    ([name, what]) => `#   ${name.padEnd(16)} ${what}`,
  );
  const headers = securityHeaders().filter(([name]) => name !== 'Content-Security-Policy');
  return `# Jornada, the participant portal: one nginx server block.
# Written by the portal's build from its route table (apps/portal/build/nginxTemplate.ts): change
# that, not this file. The same for every build: nothing in it is computed from the files.
#
# Include it inside http { }, after mime.types (the official nginx image does so with
# /etc/nginx/templates/*.conf.template). Needs the brotli static module (Debian:
# libnginx-mod-http-brotli-static); without it, remove the brotli_static line.
# Variables, replaced by envsubst when the server starts:
${variables.join('\n')}

server {
    listen ${variable('JORNADA_LISTEN')};
    root ${variable('JORNADA_ROOT')};
    server_tokens off;
    absolute_redirect off;
    charset utf-8;
    charset_types text/plain text/css application/javascript application/json application/manifest+json image/svg+xml;

    # The build writes each text file beside its .br and .gz.
    brotli_static on;
    gzip_static on;
    gzip on;
    gzip_types application/json application/manifest+json image/svg+xml;

    # The same headers on every response. A location that has an add_header of its own loses these
    # (nginx does not merge them), so locations change the variables instead.
    set $jornada_cache "${REVALIDATE}";
    set $jornada_csp "${contentSecurityPolicy(variable('CSP_ORIGINS'))}";
    add_header Cache-Control $jornada_cache always;
    add_header Content-Security-Policy $jornada_csp always;
${headers.map(([name, value]) => `    add_header ${name} "${value}" always;`).join('\n')}

    # Any other address is a 404, with the app's not-found page.
    error_page 404 /index.html;

    # The environment's facts: one build serves every environment.
    location = /config.json {
        default_type application/json;
        return 200 '${CONFIG_JSON}';
    }

    # Content-hashed: a year. A missing one is a 404, never the app's HTML.
    location /assets/ {
        set $jornada_cache "${IMMUTABLE}";
        try_files $uri =404;
    }

    location = /${WEB_APP_MANIFEST_FILE} {
        types { }
        default_type application/manifest+json;
    }

    # For static hosts that read it; here the rules above are the server's.
    location = /_headers {
        return 404;
    }

    # The storage's files (profile pictures, avatars), fetched from the bucket: never sniffed,
    # never run as a page of the portal, nothing of the participant's sent along.
    location ~ ^/(${variable('STORAGE_PATHS')})/ {
        set $jornada_csp "${STORAGE_POLICY}";
        # The storage's own caching rule.
        set $jornada_cache "";
        limit_except GET {
            deny all;
        }
        proxy_pass ${variable('STORAGE_UPSTREAM')};
        proxy_ssl_server_name on;
        proxy_set_header Authorization "";
        proxy_set_header Cookie "";
        proxy_hide_header Content-Security-Policy;
        proxy_hide_header X-Content-Type-Options;
        proxy_hide_header Set-Cookie;
    }

    # The portal's pages (the route table): a prerendered page's own HTML, else the app's shell.
${pages.join('\n')}

    # The build's other files, as they are.
    location / {
        try_files $uri =404;
    }
}
`;
}
