#!/usr/bin/env node
/**
 * `npm test`: installs, then runs every check in order and counts every test of every stage:
 * typecheck, lint, unit, build, stories (Chromium), end-to-end, visual, budgets.
 * A stage that fails does not stop the later ones (a reviewer sees the whole picture), but any
 * failure makes the exit code non-zero. The last line is `N passed, M failed`.
 * Typecheck, lint and unit use one core each and need nothing from each other: they run two at a
 * time (the machine has 2 cores), each one's output printed whole when it ends. The browser
 * stages and the budgets (Lighthouse must measure a quiet machine) run alone, one after the other.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { install } from './install.mjs';
import { findChromium } from './chromium.mjs';

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
/** Counts from a Playwright JSON report (a test that passed on retry counts as passed). */
const playwrightCounts = (file) => {
  const json = readJson(file);
  if (!json) return null;
  const { expected = 0, unexpected = 0, flaky = 0 } = json.stats ?? {};
  const errors = (json.errors ?? []).length;
  return { passed: expected + flaky, failed: unexpected + errors };
};
const plainCounts = (file) => readJson(file);

/** How many `concurrent` stages run at once. */
const CONCURRENCY = 2;

/** In order; consecutive `concurrent` stages run at once (longest first keeps both cores busy). */
const stages = [
  {
    name: 'unit',
    script: 'test:unit',
    report: 'vitest-unit.json',
    counts: vitestCounts,
    concurrent: true,
  },
  { name: 'typecheck', script: 'typecheck', concurrent: true },
  { name: 'lint', script: 'lint', concurrent: true },
  { name: 'build', script: 'build' },
  {
    name: 'stories',
    script: 'test:stories',
    report: 'vitest-stories.json',
    counts: vitestCounts,
    browser: true,
  },
  { name: 'e2e', script: 'test:e2e', report: 'e2e.json', counts: playwrightCounts, browser: true },
  { name: 'visual', script: 'visual', report: 'visual.json', counts: plainCounts, browser: true },
  { name: 'budgets', script: 'bench', report: 'budgets.json', counts: plainCounts },
];

/** Runs `npm run <script>`; with `buffered`, its output is printed whole once it ends. */
function npmRun(stage, buffered) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, JORNADA_STAGE: stage.name },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (buffered) {
        console.log(`\n━━ ${stage.name} ━━ npm run ${stage.script}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(status ?? 1);
    });
  });
}

async function run(stage, buffered = false) {
  if (!buffered) console.log(`\n━━ ${stage.name} ━━ npm run ${stage.script}`);
  if (stage.report) rmSync(report(stage.report), { force: true });
  const started = Date.now();
  const status = await npmRun(stage, buffered);
  const seconds = (Date.now() - started) / 1000;
  let counts = stage.counts ? stage.counts(report(stage.report)) : null;
  // A stage with no report of its own counts as one test; a crash before its report counts as a failure.
  if (!counts) counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  return { name: stage.name, ok: status === 0, seconds, ...counts };
}

/** Runs `group` at most CONCURRENCY at a time; results in the group's order. */
async function runConcurrently(group) {
  console.log(`\n━━ ${group.map((stage) => stage.name).join(', ')} ━━ ${CONCURRENCY} at a time`);
  const results = new Array(group.length);
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const index = next++;
      results[index] = await run(group[index], true);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return results;
}

async function runAll() {
  const results = [];
  for (let i = 0; i < stages.length;) {
    if (!stages[i].concurrent) {
      results.push(await run(stages[i++]));
      continue;
    }
    const group = [];
    while (i < stages.length && stages[i].concurrent) group.push(stages[i++]);
    results.push(...(await runConcurrently(group)));
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
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
}

await main();
