/**
 * The visual review, on Playwright Test (playwright.config.ts):
 *
 *   npm run visual                        compare every story and page at 375 and 1280 wide with
 *                                         visual/baselines/ (a story with a viewport of its own,
 *                                         `globals.viewport`, only at that width: storyWidths.ts)
 *   npm run visual -- ui-button page-     only the shots whose id starts with one of these
 *   npm run visual -- --layout-only       only the stories' layout checks (layout.ts), no shots
 *   npm run visual:approve                accept the current look of every shot that fails (changed
 *                                         or new) as its baseline, and delete the baselines no
 *                                         test shot
 *   npm run visual:approve -- ui-button   accept only the shots whose id starts with ui-button
 *   npm run visual:approve -- page-       accept only the pages
 *
 * The report, expected, actual and diff side by side for each change: visual/report
 * (`npx playwright show-report visual/report`); counts for `npm test`: .reports/visual.json.
 * Other Playwright options pass through in their `--name=value` form (an argument without a
 * leading dash is an id prefix). Baselines are written re-encoded (png.ts, fixtures.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYOUT_STEP_PREFIX } from './layoutChecks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselines = path.join(root, 'visual/baselines');
const reportFile = path.join(root, '.reports/visual.json');

const args = process.argv.slice(2);
const approve = args.includes('--approve');
const layoutOnly = args.includes('--layout-only');
const prefixes = args.filter((arg) => !arg.startsWith('-'));
const passThrough = args.filter(
  (arg) => arg.startsWith('-') && arg !== '--approve' && arg !== '--layout-only',
);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Matches a test whose title (`<id>@<width>`, after the file in Playwright's title path, before
 * any tags) has an id starting with one of `list`.
 */
const grep = (list) => `(^| )(${list.map(escape).join('|')})[^ @]*@\\d+( |$)`;

const status = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    'visual/playwright.config.ts',
    ...(prefixes.length ? ['--grep', grep(prefixes)] : []),
    // Only the shots that fail are written: one within the tolerance keeps its baseline.
    ...(approve ? ['--update-snapshots=changed'] : []),
    ...passThrough,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(layoutOnly && { VISUAL_LAYOUT_ONLY: '1' }) },
  },
).status;

const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
/** Every test of the report: { title, results }. */
const tests = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) tests.push({ title: spec.title, results: test.results });
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report?.suites ?? []) walk(suite);

// The layout checks, steps of the story tests (layout.ts).
const checks = tests.flatMap((test) =>
  (test.results.at(-1)?.steps ?? []).filter((step) => step.title.startsWith(LAYOUT_STEP_PREFIX)),
);
const failedChecks = checks.filter((step) => step.error);
// A test's last try decides (a shot that passed on its retry passed).
const failedTests = tests.filter(
  (test) => !['passed', 'skipped'].includes(test.results.at(-1)?.status),
);
console.log(
  `visual: ${failedTests.length} of ${tests.length} tests failed; ${failedChecks.length} of ${checks.length} layout checks failed (scroll at 375, 768, 1280, 1440; targets at 375)`,
);

// Approving everything: a baseline no test shot belongs to a story or page that is gone. Not
// after a run that did not get through its tests (a crash would leave nothing to keep).
if (approve && !prefixes.length && !layoutOnly && !passThrough.length) {
  if (!report || report.errors?.length || tests.length === 0) {
    console.log('visual: the run did not complete: no baseline deleted.');
  } else {
    const keep = new Set(tests.map((test) => `${test.title}.png`));
    const gone = readdirSync(baselines).filter((file) => !keep.has(file));
    for (const file of gone) rmSync(path.join(baselines, file));
    if (gone.length) console.log(`visual: deleted ${gone.length} baselines no test shot.`);
  }
}
if (status !== 0 && !approve)
  console.log(
    'visual: review the report (npx playwright show-report visual/report), then `npm run visual:approve` to accept the new look.',
  );
process.exit(status ?? 1);
