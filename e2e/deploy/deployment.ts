import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { startMockServer, type MockServer } from '../../packages/api/src/mock/server';
import { deploy, rollback } from '../../deploy/deploy.mjs';
import { freePort, startNginx, type NginxServer } from './nginxServer';

export const PORTAL_DIST = fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

/** The storage's paths: the first segments of the addresses the mock's storage serves. */
export const STORAGE_PATHS = 'avatars|uploads';

/**
 * The portal as a team deploys it: deploy/deploy.mjs puts the build in a site folder, Debian's
 * nginx serves `current/` with deploy/nginx's template on one origin, and the mock is the API, the
 * public API and the storage on another (CORS for the portal's origin only).
 */
export interface Deployment {
  /** The portal's origin, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The API and the storage. */
  api: MockServer;
  /** Deploys a built portal's folder into this site, and goes live with it. */
  deploy: (build: string) => void;
  /** Brings the release before the live one back. */
  rollback: () => void;
  /** What the portal's origin (nginx) has sent so far: one row per answer. */
  sent: NginxServer['sent'];
  /** The portal's origin stops answering, as with no signal (engines without network emulation). */
  cut: () => Promise<void>;
}

async function startDeployment(): Promise<{ deployment: Deployment; stop: () => Promise<void> }> {
  const [portalPort, apiPort] = [await freePort(), await freePort()];
  const portalOrigin = `http://127.0.0.1:${portalPort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const api = await startMockServer({
    port: apiPort,
    logCodes: false,
    tokenTtlSeconds: 900,
    corsOrigins: [portalOrigin],
    // Its pictures' addresses are its own: the portal shows them from its own origin's paths.
    storageHost: apiOrigin,
  });
  const site = mkdtempSync(path.join(tmpdir(), 'jornada-site-'));
  // nginx's workers run as another user.
  chmodSync(site, 0o755);
  deploy(PORTAL_DIST, site);
  const nginx = await startNginx(portalPort, {
    JORNADA_ROOT: path.join(site, 'current'),
    API_URL: `${apiOrigin}/api`,
    PUBLIC_API_URL: `${apiOrigin}/public-api`,
    STORAGE_HOST: apiOrigin,
    STORAGE_UPSTREAM: apiOrigin,
    STORAGE_PATHS,
    CSP_ORIGINS: apiOrigin,
  });
  return {
    deployment: {
      url: nginx.url,
      api,
      deploy: (build) => void deploy(build, site),
      rollback: () => void rollback(site),
      sent: nginx.sent,
      cut: nginx.stop,
    },
    stop: async () => {
      await nginx.stop();
      await api.close();
      rmSync(site, { recursive: true, force: true });
    },
  };
}

/**
 * `test` for the deployment specs: `deployment`, one per worker (its `url` is `baseURL`), and
 * `freshDeployment`, one for the test, for journeys that change the API's data or deploy.
 */
export const test = base.extend<{ freshDeployment: Deployment }, { deployment: Deployment }>({
  deployment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
    async ({}, provide) => {
      const { deployment, stop } = await startDeployment();
      try {
        await provide(deployment);
      } finally {
        await stop();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ deployment }, provide) => provide(deployment.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures destructure their first argument
  freshDeployment: async ({}, provide) => {
    const { deployment, stop } = await startDeployment();
    try {
      await provide(deployment);
    } finally {
      await stop();
    }
  },
});

export { expect } from '@playwright/test';
