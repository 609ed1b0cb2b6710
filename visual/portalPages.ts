/**
 * Shots of the built portal (apps/portal/dist), served with the mock API by the mock server, as
 * the end-to-end tests serve it.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from 'playwright';
import { loginTokens, storeTokens, type Tokens } from '../e2e/session';
import type { PageShot } from './pageShots';
import { capturePng, paintedClip, settleDocument } from './settle';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts the mock server on the built portal; resolves once it answers. */
export async function servePortal(root: string): Promise<{ url: string; close: () => void }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['packages/api/src/mock/server.ts', '--static', 'apps/portal/dist', '--port', String(port)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const close = () => void server.kill();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the mock server exited (${server.exitCode})`);
    const answered = await fetch(`${url}/config.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return { url, close };
    await new Promise((done) => setTimeout(done, 250));
  }
  close();
  throw new Error(`the mock server did not answer on ${url} within 60 s`);
}

const isConnectionReset = (error: unknown) =>
  error instanceof Error && /ECONNRESET|socket hang up/.test(error.message);

let previousLogin: Promise<unknown> = Promise.resolve();

/**
 * Logs the demo participant in, one login at a time: each reads the newest code sent to the
 * account, which a login running alongside would replace.
 */
function logInDemo(request: APIRequestContext): Promise<Tokens> {
  const login = previousLogin.then(() =>
    // A keep-alive socket the server has just closed resets the first request: retry once.
    loginTokens(request).catch((error: unknown) => {
      if (isConnectionReset(error)) return loginTokens(request);
      throw error;
    }),
  );
  previousLogin = login.catch(() => undefined);
  return login;
}

/**
 * Resolves once `page` has had no request in flight for `ms` (asked again after each change), or
 * after `limit` in all: a request that never ends must not stop the review.
 */
function networkQuiet(page: Page, ms = 500, limit = 20_000): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    const deadline = Date.now() + limit;
    while ((inFlight > 0 || Date.now() - lastChange < ms) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
    }
  };
}

/**
 * The page at rest: the app has replaced a prerendered screen, its heading shows, nothing says it
 * is loading, and the network has been quiet since (on a slow machine the network idles while the
 * app still starts, and what it then asks for, the profile and the avatar, comes later).
 */
async function atRest(page: Page, quiet: () => Promise<void>): Promise<void> {
  const timeout = 60_000;
  await page.locator('div[data-prerender]').waitFor({ state: 'detached', timeout });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[role="progressbar"], [role="status"][aria-label], [aria-busy="true"]',
      ),
    null,
    { timeout, polling: 50 },
  );
  await quiet();
}

/** A participant's page: the header shows their picture (read after the page's first render). */
async function participantPictureShown(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: 'Abrir menu do perfil' })
    .locator('img')
    .waitFor({ timeout: 60_000 });
}

/**
 * Shoots `shot` in a context of its own: its full length (up to MAX_SHOT_HEIGHT), or,
 * with `menuOpen`, the viewport after scrolling to the bottom and opening the mobile menu.
 */
export async function shootPage(
  browser: Browser,
  baseURL: string,
  shot: PageShot,
  viewport: { width: number; height: number },
): Promise<Buffer> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  });
  try {
    // The portal's fonts are `font-display: optional`: a font late by ~100 ms is skipped for that
    // page view, so a shot could show the fallback. `block` makes the page wait for them.
    await context.route('**/*', async (route) => {
      const type = route.request().resourceType();
      if (type !== 'document' && type !== 'stylesheet') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /font-display:\s*optional/g,
        'font-display:block',
      );
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    if (shot.loggedIn) await storeTokens(page, await logInDemo(context.request));
    const quiet = networkQuiet(page);
    await page.goto(shot.url);
    await atRest(page, quiet);
    if (shot.loggedIn) await participantPictureShown(page);
    await settleDocument(page);
    if (!shot.menuOpen)
      return await capturePng(page, await paintedClip(page, { fullLength: true }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Abrir menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return await capturePng(page);
  } finally {
    await context.close();
  }
}
