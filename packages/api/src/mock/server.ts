/**
 * The mock API as a real local HTTP server (Express + @mswjs/http-middleware), optionally serving
 * the built portal as a SPA. Run: `tsx packages/api/src/mock/server.ts [--port 4173]
 * [--static apps/portal/dist] [--public-url https://demo.example]
 * [--cors-origins "https://portal.example …"] [--storage-host https://demo.example]`.
 */
import { createMiddleware } from '@mswjs/http-middleware';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../contract';
import { createMockApi, type MockApi, type MockApiOptions } from './createMockApi';
import { MOCK_MESSAGES as M } from './messages';
import { outboxHtml, outboxLine } from './outboxPage';
import { plainTable } from './plainTable';
import { CROSS_ORIGIN_PATH, corsHeaders } from './cors';
import { refusalOf } from './requestGuard';
import { MOCK_STORAGE_HOST, demoAccounts } from './seed';
import { createStaticSite, type SiteHandler } from './staticSite';

export interface MockServerOptions extends MockApiOptions {
  port?: number;
  host?: string;
  /** A built portal to serve as a SPA (index.html fallback). */
  staticDir?: string;
  /** Print each code sent on the console. Default true. */
  logCodes?: boolean;
  /**
   * The address the browser reaches this server at: presigned URLs point there, never at the
   * request's Host header. Default the listening address (`url`).
   */
  publicUrl?: string;
  /**
   * The portal origins allowed to call the API and the storage from another origin (CORS), as a
   * real API lists them. Default none: the demo serves the portal from its own origin.
   */
  corsOrigins?: readonly string[];
}

export interface MockServer {
  /** e.g. `http://127.0.0.1:4173` */
  url: string;
  port: number;
  mock: MockApi;
  server: Server;
  close: () => Promise<void>;
}

/** The config.json served when the static folder has none: the mock on the same origin. */
const MOCK_CONFIG: Config = {
  apiUrl: '/api',
  publicApiUrl: '/public-api',
  storageHost: MOCK_STORAGE_HOST,
};

const sendJson = (res: Response, status: number, body: unknown) =>
  res.status(status).set('Cache-Control', 'no-cache').json(body);

/**
 * The server: refusals a real server makes before reading a body (`refusalOf`), CORS for the
 * listed origins, the outbox page, the mock's handlers, then the built site.
 */
function mockApp(
  mock: MockApi,
  site: SiteHandler | null,
  corsOrigins: readonly string[],
  servedHosts: () => ReadonlySet<string>,
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use((req, res, next) => {
    // Every answer of a cross-origin path varies by the caller's origin, allowed or not.
    if (CROSS_ORIGIN_PATH.test(req.path)) res.vary('Origin');
    res.set(corsHeaders(req, req.path, corsOrigins));
    const refusal = refusalOf(req, req.path, servedHosts());
    if (!refusal) return next();
    // Closing the connection spares reading a body that was refused.
    res.set({ Connection: 'close', ...refusal.headers });
    sendJson(res, refusal.status, [{ message: refusal.message }]);
  });
  app.options(CROSS_ORIGIN_PATH, (_req, res) => res.status(204).end());
  app.get('/__outbox', (req, res) => {
    if ((req.headers.accept ?? '').includes('application/json')) {
      sendJson(res, 200, [...mock.outbox].reverse());
    } else res.type('html').set('Cache-Control', 'no-cache').send(outboxHtml(mock.outbox));
  });
  // The middleware is typed against @types/express 5 (pnpm resolves it so); it runs on Express 4.
  app.use(createMiddleware(...mock.handlers) as unknown as RequestHandler);
  if (site) app.use(site);
  app.get('/config.json', (_req, res) => sendJson(res, 200, MOCK_CONFIG));
  app.use((_req, res) => sendJson(res, 404, [{ message: M.notFound }]));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error('[mock-api]', error);
    if (res.headersSent) res.end();
    else sendJson(res, 500, [{ message: M.internalError }]);
  });
  return app;
}

/**
 * The Host headers the server answers: its own addresses (every interface's when it listens on
 * all of them) at its port, and the public URL's host.
 */
function hostsServed(host: string, port: number, publicUrl: string | undefined): Set<string> {
  const everywhere = host === '0.0.0.0' || host === '::';
  const names = new Set(['127.0.0.1', 'localhost', '::1']);
  if (everywhere) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const { address } of addresses ?? []) names.add(address);
    }
  } else names.add(host);
  const hosts = new Set(
    [...names].map((name) => `${name.includes(':') ? `[${name}]` : name}:${port}`.toLowerCase()),
  );
  if (publicUrl) hosts.add(new URL(publicUrl).host.toLowerCase());
  return hosts;
}

/** Starts the mock API server; `port: 0` picks a free port. */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const {
    port = 4173,
    host = '127.0.0.1',
    staticDir,
    logCodes = true,
    publicUrl,
    corsOrigins = [],
    ...mockOptions
  } = options;
  // Known once listening (`port: 0` picks one); no request is answered before.
  let uploadOrigin = '';
  let servedHosts: ReadonlySet<string> = new Set();
  const mock = createMockApi({
    uploadOrigin: () => uploadOrigin,
    ...mockOptions,
    onCode: (entry) => {
      if (logCodes) console.log(outboxLine(entry));
      mockOptions.onCode?.(entry);
    },
  });
  const site = staticDir ? createStaticSite(staticDir) : null;
  const server = createServer(mockApp(mock, site, corsOrigins, () => servedHosts));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  uploadOrigin = new URL(publicUrl ?? url).origin;
  servedHosts = hostsServed(host, actualPort, publicUrl);
  return {
    url,
    port: actualPort,
    mock,
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const envNumber = (name: string) => {
  const value = process.env[name];
  return value && Number.isFinite(Number(value)) ? Number(value) : undefined;
};

async function main(): Promise<void> {
  const port = Number(argument('--port') ?? process.env.PORT ?? 4173);
  const staticDir = argument('--static');
  const ttl = envNumber('MOCK_TOKEN_TTL_SECONDS');
  const delay = envNumber('MOCK_AVATAR_OPTIONS_DELAY_MS');
  const publicUrl = argument('--public-url') ?? process.env.MOCK_PUBLIC_URL;
  const storageHost = argument('--storage-host') ?? process.env.MOCK_STORAGE_HOST;
  const corsOrigins = (argument('--cors-origins') ?? process.env.MOCK_CORS_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
  const { url } = await startMockServer({
    port,
    corsOrigins,
    ...(publicUrl ? { publicUrl } : {}),
    ...(storageHost ? { storageHost } : {}),
    host: argument('--host') ?? process.env.HOST ?? '127.0.0.1',
    ...(staticDir ? { staticDir } : {}),
    ...(ttl !== undefined ? { tokenTtlSeconds: ttl } : {}),
    ...(delay !== undefined ? { avatarOptionsDelayMs: delay } : {}),
    ...(process.env.MOCK_FIXED_CODE ? { fixedCode: process.env.MOCK_FIXED_CODE } : {}),
  });
  console.log(`API de demonstração em ${url}  (api: ${url}/api, pública: ${url}/public-api)`);
  if (staticDir) console.log(`Portal servido de ${path.resolve(staticDir)} em ${url}/`);
  console.log(`Códigos enviados: neste console e em ${url}/__outbox`);
  console.log('Contas de demonstração:\n');
  console.log(
    plainTable(
      demoAccounts.map((account) => ({
        'e-mail': account.email,
        senha: account.password ?? '(primeiro acesso)',
        nascimento: account.dataDeNascimento,
        unidade: account.unidadeDeNegocio,
        avatar: account.avatar,
      })),
    ),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
