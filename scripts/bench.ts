/**
 * `npm run bench`: first-load JS (gzip) of each route of the built portal and in all, what its
 * service worker keeps ahead for offline (brotli), then Lighthouse on the built portal next to a
 * floor page (`--no-lighthouse` skips it; `--runs N` measures each page N times instead of
 * LIGHTHOUSE_RUNS), then the registration photo on a throttled link (`photoBench.ts`; `--no-photo`
 * skips it, `--no-raw-photo` skips only its raw reference upload), then the latency of taps and
 * keys at 4× and 6× CPU next to the floor page, in Chromium and Firefox (`interactionBench.ts`,
 * `--runs N` too; `--no-interactions` skips it, `--no-firefox` its Firefox half). The size budgets
 * and Lighthouse's accessibility, best practices, SEO and CLS are checks that `npm test` enforces;
 * performance and interaction latency are printed against the floor page. Writes
 * .reports/budgets.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, measureKeptAhead, measureRoutes, readFirstLoad } from './budgets';
import { LIGHTHOUSE_RUNS, runLighthouse } from './lighthouse';
import { reportPhotoBench, runPhotoBench, type PhotoBenchResult } from './photoBench';
import {
  INTERACTION_RUNS,
  reportInteractions,
  runInteractionBench,
  runsOption,
  type InteractionRow,
} from './interactionBench';

const root = path.resolve(import.meta.dirname, '..');
const portal = path.join(root, 'apps/portal');
const firstLoad = readFirstLoad(portal);
if (!firstLoad) {
  console.error('No built portal: run `npm run build` first.');
  process.exit(1);
}

const { routes, totalJsKb } = measureRoutes(path.join(portal, 'dist'), firstLoad);
const checks = routes.map((route) => {
  const limit = route.path === '/' ? BUDGETS.landingKb : BUDGETS.routeKb;
  return {
    name: `first load of ${route.path} <= ${limit} KB gzip`,
    passed: route.gzipKb <= limit,
    value: route.gzipKb,
    limit,
  };
});

console.log('\nFirst-load JS per route (gzip)');
console.log('route'.padEnd(34) + 'page'.padEnd(20) + 'KB'.padStart(8) + '  budget');
for (const [index, route] of routes.entries()) {
  const check = checks[index]!;
  console.log(
    route.path.padEnd(34) +
      route.page.padEnd(20) +
      route.gzipKb.toFixed(1).padStart(8) +
      `  ${check.passed ? 'ok' : 'OVER'} (${check.limit})`,
  );
}
const landing = routes.find((route) => route.path === '/');
console.log(`\nAll JS: ${totalJsKb.toFixed(1)} KB gzip`);
if (landing)
  console.log(`Goal for /: ${BUDGETS.landingGoalKb} KB (now ${landing.gzipKb.toFixed(1)} KB)`);

const keptAhead = measureKeptAhead(path.join(portal, 'dist'));
const keptAheadCheck = {
  name: `kept ahead for offline <= ${BUDGETS.keptAheadKib} KiB brotli`,
  passed: keptAhead.kib <= BUDGETS.keptAheadKib,
  value: keptAhead.kib,
  limit: BUDGETS.keptAheadKib,
};
console.log(
  `Kept ahead for offline: ${keptAhead.kib.toFixed(1)} KiB brotli in ${keptAhead.files} files  ${keptAheadCheck.passed ? 'ok' : 'OVER'} (${BUDGETS.keptAheadKib})`,
);

const allChecks: { name: string; passed: boolean }[] = [...checks, keptAheadCheck];
let lighthouseRows: unknown = null;
if (!process.argv.includes('--no-lighthouse')) {
  try {
    const runsFlag = process.argv.indexOf('--runs');
    const runs = runsFlag === -1 ? LIGHTHOUSE_RUNS : Number(process.argv[runsFlag + 1]);
    if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
    const lighthouse = await runLighthouse(runs);
    allChecks.push(...lighthouse.checks);
    lighthouseRows = lighthouse.rows;
  } catch (error) {
    console.error(error);
    allChecks.push({ name: 'Lighthouse ran', passed: false });
  }
}
let photo: PhotoBenchResult | null = null;
if (!process.argv.includes('--no-photo')) {
  try {
    photo = await runPhotoBench({ sendRaw: !process.argv.includes('--no-raw-photo') });
    const { lines, checks: photoChecks } = reportPhotoBench(photo);
    console.log(`\n${lines.join('\n')}`);
    allChecks.push(...photoChecks);
  } catch (error) {
    console.error(error);
    allChecks.push({ name: 'photo bench ran', passed: false });
  }
}
let interactions: InteractionRow[] | null = null;
if (!process.argv.includes('--no-interactions')) {
  try {
    const result = await runInteractionBench({
      runs: runsOption(process.argv, INTERACTION_RUNS),
      firefox: !process.argv.includes('--no-firefox'),
    });
    console.log(`\n${reportInteractions(result).join('\n')}`);
    interactions = result.rows;
  } catch (error) {
    console.error(error);
    allChecks.push({ name: 'interaction bench ran', passed: false });
  }
}
for (const check of allChecks.filter((c) => !c.passed)) console.log(`  ✗ ${check.name}`);

mkdirSync(path.join(root, '.reports'), { recursive: true });
const passed = allChecks.filter((check) => check.passed).length;
const failed = allChecks.length - passed;
writeFileSync(
  path.join(root, '.reports/budgets.json'),
  JSON.stringify(
    {
      passed,
      failed,
      checks: allChecks,
      routes,
      totalJsKb,
      lighthouse: lighthouseRows,
      photo,
      interactions,
    },
    null,
    2,
  ),
);
console.log(`\nbudgets: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
