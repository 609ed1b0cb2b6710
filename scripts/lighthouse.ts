/**
 * Lighthouse (mobile profile, Debian's Chromium) on the built portal's `/`, `/pre-login` and a
 * logged-in `/home`, next to a floor page of the same stack (React, router, Redux,
 * styled-components, one heading) built and measured in the same run.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { startMockServer } from '../packages/api/src/mock/server';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseCheck {
  name: string;
  passed: boolean;
}

const DEMO = { email: 'ana@jornada.demo', password: 'Jornada@2025', code: '123456' };

async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json().catch(() => null) as Promise<unknown>;
}

/** Logs the demo participant in through the mock API, as the portal would. */
async function demoTokens(origin: string) {
  await post(`${origin}/api/auth/two-factor-authentication-code`, { email: DEMO.email });
  return (await post(`${origin}/api/auth`, {
    email: DEMO.email,
    password: DEMO.password,
    twoFactorAuthenticationCode: DEMO.code,
  })) as { accessToken: string; refreshToken: string };
}

/** Stores the tokens in the browser's localStorage for `origin`, through the DevTools port. */
async function storeTokens(
  port: number,
  origin: string,
  tokens: { accessToken: string; refreshToken: string },
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.accessToken);
    localStorage.setItem('refreshToken', t.refreshToken);
  }, tokens);
  await page.close();
  await browser.close();
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100) / 100;

export async function runLighthouse(): Promise<{
  rows: LighthouseRow[];
  checks: LighthouseCheck[];
}> {
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'bench/floor/vite.config.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  const floor = await serveStatic(path.join(root, 'bench/floor/dist'));
  const portal = await startMockServer({
    port: 0,
    staticDir: path.join(root, 'apps/portal/dist'),
    fixedCode: DEMO.code,
    logCodes: false,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_FLAGS,
  });
  const targets = [
    { page: 'floor', url: `${floor.url}/` },
    { page: '/', url: `${portal.url}/` },
    { page: '/pre-login', url: `${portal.url}/pre-login` },
    { page: '/home (logged in)', url: `${portal.url}/home`, loggedIn: true },
  ];
  const rows: LighthouseRow[] = [];
  try {
    for (const target of targets) {
      if (target.loggedIn) await storeTokens(chrome.port, portal.url, await demoTokens(portal.url));
      const result = await lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(target.loggedIn),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
      const { categories, audits, finalDisplayedUrl } = result.lhr;
      if (target.loggedIn && !finalDisplayedUrl.endsWith('/home')) {
        throw new Error(`Logged-in run ended on ${finalDisplayedUrl}, not /home`);
      }
      rows.push({
        page: target.page,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      });
    }
  } finally {
    chrome.kill();
    await portal.close();
    await floor.close();
  }

  const floorRow = rows[0]!;
  const checks: LighthouseCheck[] = [];
  for (const row of rows.slice(1)) {
    checks.push(
      { name: `${row.page}: accessibility 1.0`, passed: row.accessibility === 1 },
      { name: `${row.page}: best practices 1.0`, passed: row.bestPractices === 1 },
      { name: `${row.page}: SEO 1.0`, passed: row.seo === 1 },
      { name: `${row.page}: CLS 0`, passed: row.cls === 0 },
    );
  }
  console.log('\nLighthouse, mobile profile (performance goal: within 0.02 of the floor page)');
  console.log(
    'page'.padEnd(20) +
      'perf'.padStart(6) +
      'a11y'.padStart(6) +
      'bp'.padStart(6) +
      'seo'.padStart(6) +
      'LCP ms'.padStart(8) +
      'TBT ms'.padStart(8) +
      'CLS'.padStart(7) +
      '  vs floor',
  );
  for (const row of rows) {
    const delta =
      row === floorRow
        ? ''
        : `${row.performance - floorRow.performance >= 0 ? '+' : ''}${(row.performance - floorRow.performance).toFixed(2)}${row.performance >= floorRow.performance - 0.02 ? ' ok' : ' below goal'}`;
    console.log(
      row.page.padEnd(20) +
        row.performance.toFixed(2).padStart(6) +
        row.accessibility.toFixed(2).padStart(6) +
        row.bestPractices.toFixed(2).padStart(6) +
        row.seo.toFixed(2).padStart(6) +
        String(row.lcpMs).padStart(8) +
        String(row.tbtMs).padStart(8) +
        row.cls.toFixed(3).padStart(7) +
        `  ${delta}`,
    );
  }
  return { rows, checks };
}
