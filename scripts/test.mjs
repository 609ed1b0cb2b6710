#!/usr/bin/env node
/**
 * `npm test`: installs, then runs every check in order and counts every test of every stage:
 * typecheck, lint, unit, build, stories (Chromium), end-to-end, visual, budgets.
 * A stage that fails does not stop the later ones (a reviewer sees the whole picture), but any
 * failure makes the exit code non-zero. The last line is `N passed, M failed`.
 */
import { spawnSync } from 'node:child_process';
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

const stages = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit', report: 'vitest-unit.json', counts: vitestCounts },
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

function run(stage) {
  console.log(`\n━━ ${stage.name} ━━ npm run ${stage.script}`);
  if (stage.report) rmSync(report(stage.report), { force: true });
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', stage.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, JORNADA_STAGE: stage.name },
  });
  const seconds = (Date.now() - started) / 1000;
  let counts = stage.counts ? stage.counts(report(stage.report)) : null;
  // A stage with no report of its own counts as one test; a crash before its report counts as a failure.
  if (!counts) counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1 };
  return { name: stage.name, ok: status === 0, seconds, ...counts };
}

function main() {
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

  const results = stages.map(run);
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

main();
