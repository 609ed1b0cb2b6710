#!/usr/bin/env node
/**
 * `npm test`: installs, then runs every check in order and counts every test of every stage:
 * typecheck, lint and unit side by side (each keeps about one core busy, none writes what another
 * reads), the portal's and Storybook's builds side by side, stories (Chromium), end-to-end,
 * deployment (the built portal behind nginx), other engines (Firefox, WebKit), visual, budgets (Lighthouse three times per page:
 * the median of three, every run checked; `npm run bench` alone measures five, also sends the
 * raw photo as its reference and measures the latency of taps and keys).
 * A stage that fails does not stop the later ones (a reviewer sees the whole picture), but any
 * failure makes the exit code non-zero. The last line is `N passed, M failed`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { install } from './install.mjs';
import { browserVersion, findChromium } from './chromium.mjs';
import { engineVersions, findEngines } from './engines.mjs';
import { findNginx, nginxVersion } from './nginx.mjs';
import { playwrightCounts } from './playwrightReport.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const report = (name) => path.join(reports, name);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Counts from a Vitest JSON report. */
const vitestCounts = (file) => {
  const json = readJson(file);
  if (!json) return null;
  return { passed: json.numPassedTests, failed: json.numFailedTests };
};
const readPlaywrightReport = (file) => {
  const json = readJson(file);
  return json ? playwrightCounts(json) : null;
};
const plainCounts = (file) => readJson(file);

const stages = [
  { name: 'typecheck', script: 'typecheck', group: 'first' },
  { name: 'lint', script: 'lint', group: 'first' },
  {
    name: 'unit',
    script: 'test:unit',
    report: 'vitest-unit.json',
    counts: vitestCounts,
    group: 'first',
  },
  { name: 'build', script: 'build', group: 'build' },
  { name: 'storybook', script: 'build-storybook', group: 'build' },
  {
    name: 'stories',
    script: 'test:stories',
    report: 'vitest-stories.json',
    counts: vitestCounts,
    browser: true,
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    report: 'e2e.json',
    counts: readPlaywrightReport,
    browser: true,
  },
  {
    name: 'deploy',
    script: 'test:deploy',
    report: 'deploy.json',
    counts: readPlaywrightReport,
    browser: true,
  },
  {
    name: 'engines',
    script: 'test:engines',
    report: 'engines.json',
    counts: readPlaywrightReport,
    browser: true,
  },
  {
    name: 'visual',
    script: 'visual',
    report: 'visual.json',
    counts: readPlaywrightReport,
    browser: true,
  },
  {
    name: 'budgets',
    script: 'bench',
    // The interaction bench (7–8 min here) is `npm run bench`'s alone: it prints, never fails.
    args: ['--runs', '3', '--no-raw-photo', '--no-interactions'],
    report: 'budgets.json',
    counts: plainCounts,
  },
];

const heading = (stage) =>
  `\n━━ ${stage.name} ━━ npm run ${stage.script}${stage.args ? ` -- ${stage.args.join(' ')}` : ''}`;

/** Runs `stage`; `buffered`, its output is printed in one piece once it is over. */
async function run(stage, { buffered = false } = {}) {
  if (!buffered) console.log(heading(stage));
  if (stage.report) rmSync(report(stage.report), { force: true });
  const started = Date.now();
  const child = spawn(
    'npm',
    ['run', '--silent', stage.script, ...(stage.args ? ['--', ...stage.args] : [])],
    {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, JORNADA_STAGE: stage.name, ...(buffered ? { FORCE_COLOR: '1' } : {}) },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const status = await new Promise((resolve) => {
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
  if (buffered) process.stdout.write(`${heading(stage)}\n${output}`);
  const seconds = (Date.now() - started) / 1000;
  let counts = stage.counts ? stage.counts(report(stage.report)) : null;
  // A stage with no report of its own counts as one test; a crash before its report counts as a failure.
  if (!counts) counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  return { name: stage.name, ok: status === 0, seconds, ...counts };
}

/** Each stage in order; stages that follow each other with the same `group` run side by side. */
async function runAll() {
  const results = [];
  for (let index = 0; index < stages.length;) {
    let end = index + 1;
    while (stages[index].group && stages[end]?.group === stages[index].group) end += 1;
    const group = stages.slice(index, end);
    results.push(
      ...(await Promise.all(group.map((stage) => run(stage, { buffered: group.length > 1 })))),
    );
    index = end;
  }
  return results;
}

async function main() {
  mkdirSync(reports, { recursive: true });
  console.log('━━ install ━━ pnpm install --frozen-lockfile');
  if (install() !== 0) {
    console.log('\ninstall failed: nothing else can run.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  try {
    process.env.CHROME_PATH = findChromium();
    console.log(`\nBrowser: ${browserVersion(process.env.CHROME_PATH)}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
  }
  try {
    console.log(`Web server: ${nginxVersion(findNginx())}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
  }
  try {
    findEngines();
    console.log(`Other engines: ${engineVersions()}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : error}`);
  }

  const results = await runAll();
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);

  console.log('\n━━ summary ━━');
  for (const r of results) {
    console.log(
      `${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(0).padStart(5)} s`,
    );
  }
  const retried = results.flatMap((r) => (r.retried ?? []).map((title) => `  ${r.name}: ${title}`));
  if (retried.length) console.log(`passed only on a retry (flaky):\n${retried.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
