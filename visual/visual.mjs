/**
 * Visual regression for every story of the built Storybook and every page of the built portal.
 *
 *   npm run visual                      compare every story and page at 375 and 1280 wide with
 *                                       visual/baselines/ (a story with a viewport of its own,
 *                                       `globals.viewport`, only at that width: storyWidths.ts)
 *   npm run visual:approve              accept the current look of everything as the new baselines
 *   npm run visual:approve -- ui-button  accept only the shots whose id starts with ui-button
 *   npm run visual:approve -- page-      accept only the pages
 *
 *   npm run visual -- --layout-only     only the layout checks below (stories; no screenshots)
 *   VISUAL_BASELINES=dir npm run …      baselines from and into `dir` instead (to measure a re-shoot)
 *
 * A story's shot is as tall as what it paints; a page's shot is its full length (pageShots.ts
 * lists the pages: every route, logged in where its access rule says, and the open mobile menu).
 * Baselines are stored re-encoded losslessly (png.ts); comparisons are of decoded pixels.
 * A story tagged `visual-keep-focus` is captured with its focused control; others are blurred.
 * Writes visual/report/index.html (baseline, new and diff side by side for each change) and
 * .reports/visual.json (counts for `npm test`). Stories tagged `no-visual` are skipped.
 *
 * Layout checks (issue #3: "responsive at 375, 768, 1280 and 1440: no horizontal scroll, touch
 * targets at least 44 px on mobile"), each counted as a test; definitions in layoutChecks.mjs:
 *   - no horizontal scroll at 375, 768, 1280 and 1440 (768 and 1440 are measured by resizing the
 *     page of the 375 and 1280 shots after the shot, then restoring it; no screenshots there);
 *   - at 375, every shown interactive element is a target of at least 44×44 px (by its own box or
 *     a label's; links inside a sentence are exempt).
 * A failed check is listed with the story id, the width and the offending elements; it fails the
 * run (also with --approve). Opt-outs, tags for a story whose subject is the exception (say why in
 * the story; the story is then not counted for that check):
 *   - `layout-small-targets`: the story shows a control that has no size of its own, its users
 *     give it one (UI/AppLink, the bare link);
 *   - `layout-allows-scroll`: the story shows content meant to be wider than the viewport on its
 *     own (none today).
 */
import { execSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startStaticServer } from '../packages/api/src/mock/staticSite.ts';
import { checkHorizontalScroll, checkTouchTargets, formatTargetFailure } from './layoutChecks.mjs';
import { pageShots } from './pageShots.ts';
import { comparePngs, optimisePng } from './png.ts';
import { servePortal, shootPage } from './portalPages.ts';
import { capturePng, paintedClip, settleDocument } from './settle.ts';
import { nearestWidth, storyWidths } from './storyWidths.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = {
  storybook: path.join(root, 'storybook-static'),
  portal: path.join(root, 'apps/portal/dist'),
  baselines: process.env.VISUAL_BASELINES
    ? path.resolve(process.env.VISUAL_BASELINES)
    : path.join(root, 'visual/baselines'),
  current: path.join(root, 'visual/current'),
  diff: path.join(root, 'visual/diff'),
  report: path.join(root, 'visual/report'),
  reports: path.join(root, '.reports'),
};
const WIDTHS = [375, 1280];
const HEIGHT = 800;
/**
 * Browser pages shooting side by side per width: with one per width, the cores sat idle while it
 * waited on frames, fonts and a play's timers.
 */
const LANES_PER_WIDTH = 2;
/** Layout checks per lane width: also measured at `alsoAt` (by resizing), targets at 375. */
const LAYOUT = { 375: { alsoAt: 768, targets: true }, 1280: { alsoAt: 1440, targets: false } };
const CHECK = { scroll: 'no horizontal scroll', targets: 'touch targets ≥ 44 px' };

const args = process.argv.slice(2);
const approve = args.includes('--approve');
const layoutOnly = args.includes('--layout-only');
const filters = args.filter((arg) => !arg.startsWith('--'));

const BUILD_OUTPUTS = new Set(['node_modules', 'dist', 'storybook-static']);

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (BUILD_OUTPUTS.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `command` unless `output` is newer than every file under `sources`. */
function ensureBuilt(name, output, sources, command) {
  const newest = Math.max(...sources.map((dir) => newestMtime(path.join(root, dir))));
  if (existsSync(output) && statSync(output).mtimeMs >= newest) return;
  console.log(`visual: building ${name} (sources changed since the last build)…`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

const ensureStorybook = () =>
  ensureBuilt(
    'Storybook',
    path.join(dirs.storybook, 'index.json'),
    ['packages', 'apps', '.storybook'],
    'npm run build-storybook',
  );
const ensurePortal = () =>
  ensureBuilt(
    'the portal',
    path.join(dirs.portal, 'index.html'),
    ['packages', 'apps/portal'],
    'node scripts/pnpm.mjs --filter ./apps/portal run build',
  );

const selected = (id) => filters.length === 0 || filters.some((filter) => id.startsWith(filter));

/** The selected pages; none with --layout-only (the layout checks are the stories'). */
const listPages = () => (layoutOnly ? [] : pageShots().filter((shot) => selected(shot.id)));

function listStories() {
  // Filters that all name pages need no Storybook.
  if (filters.length && filters.every((filter) => filter.startsWith('page-'))) return [];
  ensureStorybook();
  const index = JSON.parse(readFileSync(path.join(dirs.storybook, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'))
    .filter((entry) => selected(entry.id))
    .map((entry) => ({
      id: entry.id,
      title: `${entry.title} › ${entry.name}`,
      keepFocus: (entry.tags ?? []).includes('visual-keep-focus'),
      allowsScroll: (entry.tags ?? []).includes('layout-allows-scroll'),
      smallTargets: (entry.tags ?? []).includes('layout-small-targets'),
    }));
}

/**
 * Shows `story` and resolves once it has rendered and its play function has finished. The first
 * story of a page loads the preview; the next ones switch inside it (much faster than a reload).
 */
async function showStory(page, baseUrl, story) {
  const loaded = await page
    .evaluate(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__))
    .catch(() => false);
  if (loaded) {
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  } else {
    // a11y.manual: the a11y addon would run axe after every render; the story tests check that.
    await page.goto(
      `${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`,
    );
  }
  const phase = await page
    .waitForFunction(
      (storyId) => {
        const render = window.__STORYBOOK_PREVIEW__?.currentRender;
        if (!render || render.id !== storyId) return false;
        return ['completed', 'finished', 'errored', 'aborted'].includes(render.phase)
          ? render.phase
          : false;
      },
      story.id,
      { timeout: 30_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored' || phase === 'aborted')
    throw new Error(`story ${phase} while rendering or playing`);
}

/** Shows `story` and settles it for a shot (settle.ts). */
async function settle(page, baseUrl, story) {
  await showStory(page, baseUrl, story);
  await settleDocument(page, { keepFocus: story.keepFocus });
}

/**
 * The layout checks of the settled `story` on a page `width` wide: scroll (and targets at 375)
 * there, then scroll at the other width of this lane (the page is resized and restored).
 */
async function layoutChecks(page, story, width) {
  // A story of its own width is checked there only, for targets if that is the phone's.
  const { alsoAt, targets } = story.ownWidth
    ? { alsoAt: undefined, targets: story.ownWidth === WIDTHS[0] }
    : LAYOUT[width];
  const checks = [];
  const run = async (check, at, measure) => {
    const result = { story, width: at, check, status: 'pass' };
    try {
      const problems = await measure();
      if (problems.length) Object.assign(result, { status: 'fail', problems });
    } catch (error) {
      result.status = 'error';
      result.problems = [error instanceof Error ? error.message.split('\n')[0] : String(error)];
    }
    checks.push(result);
  };
  // A story that opted out of a check (its tag) is not counted for it.
  const scroll = async () => {
    const problem = await checkHorizontalScroll(page);
    return problem ? [problem] : [];
  };
  if (!story.allowsScroll) await run(CHECK.scroll, width, scroll);
  if (targets && !story.smallTargets)
    await run(CHECK.targets, width, async () =>
      (await checkTouchTargets(page)).map(formatTargetFailure),
    );
  if (story.allowsScroll || !alsoAt) return checks;
  try {
    // No frame is awaited: reading scrollWidth forces a layout with the new width's media
    // queries. (Script that reacts to a resize would run a frame later; the only such script, the
    // header closing its mobile menu from lg = 992, is not crossed by 375 → 768 or 1280 → 1440.)
    await page.setViewportSize({ width: alsoAt, height: HEIGHT });
    await run(CHECK.scroll, alsoAt, scroll);
  } finally {
    await page.setViewportSize({ width, height: HEIGHT });
  }
  return checks;
}

async function capture(page, baseUrl, story) {
  await settle(page, baseUrl, story);
  return capturePng(page, await paintedClip(page));
}

const shotName = (subject, width) => `${subject.id}@${width}.png`;

function writeReport(results, checks) {
  rmSync(dirs.report, { recursive: true, force: true });
  mkdirSync(path.join(dirs.report, 'img'), { recursive: true });
  const interesting = results.filter((result) => result.status !== 'match');
  const escape = (text) =>
    String(text).replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
    );
  const img = (source, label) => {
    if (!source || !existsSync(source))
      return `<figure><figcaption>${label}</figcaption><p class="none">—</p></figure>`;
    const name = `${label}-${path.basename(source)}`;
    copyFileSync(source, path.join(dirs.report, 'img', name));
    return `<figure><figcaption>${label}</figcaption><a href="img/${escape(name)}"><img src="img/${escape(name)}" alt="${label}"></a></figure>`;
  };
  const rows = interesting
    .map(
      (result) => `<section class="${result.status}">
  <h2>${escape(result.subject.title)} <small>${result.width}px · ${result.status}${result.reason ? ` · ${escape(result.reason)}` : ''}</small></h2>
  <code>${escape(result.subject.id)}</code>
  <div class="row">${img(result.baseline, 'baseline')}${img(result.current, 'novo')}${img(result.diff, 'diff')}</div>
</section>`,
    )
    .join('\n');
  const failedChecks = checks.filter((check) => check.status !== 'pass');
  const layoutRows = failedChecks
    .map(
      (check) => `<section class="layout">
  <h2>${escape(check.story.title)} <small>${check.width}px · ${escape(check.check)} · ${check.status}</small></h2>
  <code>${escape(check.story.id)}</code>
  <ul>${(check.problems ?? []).map((problem) => `<li>${escape(problem)}</li>`).join('')}</ul>
</section>`,
    )
    .join('\n');
  const counts = results.reduce(
    (acc, result) => ({ ...acc, [result.status]: (acc[result.status] ?? 0) + 1 }),
    {},
  );
  writeFileSync(
    path.join(dirs.report, 'index.html'),
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Visual review</title>
<style>body{font:14px system-ui;margin:24px;background:#f4f6fa;color:#0f1b2d}section{background:#fff;border-radius:8px;padding:16px;margin:16px 0;border-left:6px solid #b3261e}
section.new{border-color:#176cd9}.row{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}figure{margin:0}img{max-width:420px;border:1px solid #c9d3e1}
figcaption{font-weight:600;margin-bottom:4px}.none{color:#4a5a70}small{font-weight:400;color:#4a5a70}</style></head><body>
<h1>Visual review</h1><p>${results.length} screenshots: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}.</p>
<p>To accept what you see: <code>npm run visual:approve</code> (all), <code>npm run visual:approve -- &lt;id prefix&gt;</code> (say <code>page-</code> for the pages), then commit <code>visual/baselines/</code>.</p>
${rows || '<p>Every screenshot matches its baseline.</p>'}
<h1>Layout checks</h1><p>${checks.length} checks (no horizontal scroll at 375, 768, 1280 and 1440; touch targets of at least 44 px at 375): ${failedChecks.length} failed.</p>
${layoutRows}
</body></html>`,
  );
}

/**
 * Stores `png` as the current shot of `result`, then approves it (re-encoded into the baselines)
 * or compares it with the baseline; sets the result's status.
 */
async function record(result, png) {
  result.current = path.join(dirs.current, path.basename(result.baseline));
  writeFileSync(result.current, png);
  if (approve) {
    writeFileSync(result.baseline, await optimisePng(png));
    result.status = 'approved';
  } else if (!existsSync(result.baseline)) {
    result.status = 'new';
    result.reason = 'no baseline yet';
  } else {
    const outcome = await comparePngs(readFileSync(result.baseline), png);
    result.status = outcome.changed ? 'changed' : 'match';
    result.reason = outcome.reason;
    if (outcome.changed && outcome.diff) {
      result.diff = path.join(dirs.diff, path.basename(result.baseline));
      writeFileSync(result.diff, outcome.diff);
    }
  }
}

const errorLine = (error) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);

async function main() {
  const stories = listStories();
  const pages = listPages();
  if (stories.length === 0 && pages.length === 0)
    throw new Error(
      filters.length
        ? `No story or page id starts with ${filters.join(', ')}.`
        : 'No stories found.',
    );
  if (pages.length) ensurePortal();
  for (const dir of [dirs.current, dirs.diff]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  mkdirSync(dirs.baselines, { recursive: true });
  mkdirSync(dirs.reports, { recursive: true });

  const storybook = stories.length ? await startStaticServer(dirs.storybook) : null;
  const portal = pages.length ? await servePortal(root) : null;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  if (stories.length) {
    const page = await browser.newPage();
    await page.goto(`${storybook.url}/iframe.html`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
    const own = await storyWidths(
      page,
      stories.map((story) => story.id),
    );
    await page.close();
    for (const story of stories) story.ownWidth = own.get(story.id);
  }
  /** Shots: { subject: { id, title }, width, baseline, current?, diff?, status, reason? }. */
  const results = [];
  /** Layout checks: { story, width, check, status: pass | fail | error, problems? }. */
  const checks = [];
  /** Per lane: its width and its seconds in all, in the layout checks and on pages. */
  const laneSeconds = [];
  const started = Date.now();
  try {
    // Lanes per width, each taking the next story of its width: the viewport changes only after the
    // shot, for the layout checks at the lane's other width, and is restored before the next story.
    // Pages come after the stories.
    const queues = Object.fromEntries(
      WIDTHS.map((width) => [
        width,
        {
          stories: stories.filter(
            (story) => nearestWidth(story.ownWidth ?? width, WIDTHS) === width,
          ),
          pages: pages.filter((candidate) => candidate.widths.includes(width)),
        },
      ]),
    );
    const lanes = WIDTHS.flatMap((width) => Array.from({ length: LANES_PER_WIDTH }, () => width));
    await Promise.all(
      lanes.map(async (width) => {
        const context = await browser.newContext({
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          viewport: { width, height: HEIGHT },
        });
        let page = await context.newPage();
        let layoutMs = 0;
        const checkLayout = async (story, shotWidth) => {
          const start = Date.now();
          try {
            checks.push(...(await layoutChecks(page, story, shotWidth)));
          } catch (error) {
            checks.push({
              story,
              width: shotWidth,
              check: 'layout',
              status: 'error',
              problems: [errorLine(error)],
            });
            await page.close();
            page = await context.newPage();
          }
          layoutMs += Date.now() - start;
        };
        /** Shoots and checks `story` on a page `shotWidth` wide. */
        const shootStory = async (story, shotWidth) => {
          if (layoutOnly) {
            try {
              await settle(page, storybook.url, story);
            } catch (error) {
              checks.push({
                story,
                width: shotWidth,
                check: 'render',
                status: 'error',
                problems: [errorLine(error)],
              });
              await page.close();
              page = await context.newPage();
              return;
            }
            await checkLayout(story, shotWidth);
            return;
          }
          const result = {
            subject: story,
            width: shotWidth,
            baseline: path.join(dirs.baselines, shotName(story, shotWidth)),
          };
          try {
            await record(result, await capture(page, storybook.url, story));
          } catch (error) {
            result.status = 'error';
            result.reason = errorLine(error);
            // Start the next story on a fresh page: this one may be stuck.
            await page.close();
            page = await context.newPage();
          }
          results.push(result);
          // The layout checks need the rendered story: a story that errored is counted once.
          if (result.status !== 'error') await checkLayout(story, shotWidth);
        };
        const queue = queues[width];
        for (let story = queue.stories.shift(); story; story = queue.stories.shift()) {
          const shotWidth = story.ownWidth ?? width;
          if (shotWidth !== width) await page.setViewportSize({ width: shotWidth, height: HEIGHT });
          await shootStory(story, shotWidth);
          if (shotWidth !== width) await page.setViewportSize({ width, height: HEIGHT });
        }
        await context.close();
        const pagesStarted = Date.now();
        for (let shot = queue.pages.shift(); shot; shot = queue.pages.shift()) {
          const result = {
            subject: shot,
            width,
            baseline: path.join(dirs.baselines, shotName(shot, width)),
          };
          try {
            await record(
              result,
              await shootPage(browser, portal.url, shot, { width, height: HEIGHT }),
            );
          } catch (error) {
            result.status = 'error';
            result.reason = errorLine(error);
          }
          results.push(result);
        }
        laneSeconds.push({
          width,
          all: (Date.now() - started) / 1000,
          layout: layoutMs / 1000,
          pages: (Date.now() - pagesStarted) / 1000,
        });
      }),
    );
  } finally {
    await browser.close();
    await storybook?.close();
    portal?.close();
  }

  if (approve && filters.length === 0 && !layoutOnly) {
    const keep = new Set(results.map((result) => path.basename(result.baseline)));
    for (const file of readdirSync(dirs.baselines))
      if (!keep.has(file)) rmSync(path.join(dirs.baselines, file));
  }
  results.sort((a, b) => a.subject.id.localeCompare(b.subject.id) || a.width - b.width);
  checks.sort(
    (a, b) =>
      a.story.id.localeCompare(b.story.id) || a.width - b.width || a.check.localeCompare(b.check),
  );
  writeReport(results, checks);

  const failed = results.filter((result) => ['changed', 'new', 'error'].includes(result.status));
  const failedChecks = checks.filter((check) => check.status !== 'pass');
  const counts = {
    passed: results.length - failed.length + checks.length - failedChecks.length,
    failed: failed.length + failedChecks.length,
    screenshots: { passed: results.length - failed.length, failed: failed.length },
    layout: { passed: checks.length - failedChecks.length, failed: failedChecks.length },
  };
  writeFileSync(path.join(dirs.reports, 'visual.json'), JSON.stringify(counts, null, 2));
  for (const result of failed)
    console.log(`  ✗ ${result.subject.id} @${result.width}: ${result.status} (${result.reason})`);
  for (const check of failedChecks) {
    console.log(`  ✗ ${check.story.id} @${check.width}: ${check.check} ${check.status}`);
    for (const problem of check.problems ?? []) console.log(`      ${problem}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const verb = approve ? 'approved' : 'compared';
  const layoutTime = laneSeconds
    .sort((a, b) => a.width - b.width)
    .map(
      (lane) =>
        `${lane.layout.toFixed(0)}s of ${lane.all.toFixed(0)}s on a ${lane.width} lane (pages ${lane.pages.toFixed(0)}s)`,
    )
    .join(', ');
  if (!layoutOnly)
    console.log(
      `visual: ${results.length} screenshots (${stories.length} stories, ${pages.length} pages) ${verb} in ${seconds}s; report: visual/report/index.html`,
    );
  console.log(
    `visual: ${checks.length} layout checks (${stories.length} stories; scroll at 375, 768, 1280, 1440; targets at 375): ${failedChecks.length} failed; ${layoutTime}${layoutOnly ? `; ${seconds}s in all` : ''}`,
  );
  if (failed.length && !approve)
    console.log('visual: review the report, then `npm run visual:approve` to accept the new look.');
  if (failedChecks.length)
    console.log(
      'visual: fix the layout of the stories above (visual/layoutChecks.mjs says what is checked).',
    );
  console.log(`visual: ${counts.passed} passed, ${counts.failed} failed`);
  process.exitCode = counts.failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  mkdirSync(dirs.reports, { recursive: true });
  writeFileSync(
    path.join(dirs.reports, 'visual.json'),
    JSON.stringify({ passed: 0, failed: 1, error: String(error) }),
  );
  process.exit(1);
});
