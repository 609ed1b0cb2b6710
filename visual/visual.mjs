#!/usr/bin/env node
/**
 * Visual regression for every story of the built Storybook.
 *
 *   npm run visual                      compare every story at 375 and 1280 wide with visual/baselines/
 *   npm run visual:approve              accept the current look of every story as the new baselines
 *   npm run visual:approve -- ui-button  accept only the stories whose id starts with ui-button
 *
 * A story tagged `visual-keep-focus` is captured with its focused control; others are blurred.
 * Writes visual/report/index.html (baseline, new and diff side by side for each change) and
 * .reports/visual.json (counts for `npm test`). Stories tagged `no-visual` are skipped.
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
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { serveStatic } from '../scripts/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = {
  storybook: path.join(root, 'storybook-static'),
  baselines: path.join(root, 'visual/baselines'),
  current: path.join(root, 'visual/current'),
  diff: path.join(root, 'visual/diff'),
  report: path.join(root, 'visual/report'),
  reports: path.join(root, '.reports'),
};
const WIDTHS = [375, 1280];
const HEIGHT = 800;
/** Anti-aliased pixels are ignored; a shot fails when more pixels than this differ. */
const MAX_DIFF_PIXELS = (total) => Math.max(20, Math.round(total * 0.0005));

const args = process.argv.slice(2);
const approve = args.includes('--approve');
const filters = args.filter((arg) => !arg.startsWith('--'));

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function ensureStorybook() {
  const index = path.join(dirs.storybook, 'index.json');
  const sources = ['packages', 'apps', '.storybook'].map((dir) =>
    newestMtime(path.join(root, dir)),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  console.log('visual: building Storybook (sources changed since the last build)…');
  execSync('npm run build-storybook', { cwd: root, stdio: 'inherit' });
}

function listStories() {
  const index = JSON.parse(readFileSync(path.join(dirs.storybook, 'index.json'), 'utf8'));
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'))
    .filter(
      (entry) => filters.length === 0 || filters.some((filter) => entry.id.startsWith(filter)),
    )
    .map((entry) => ({
      id: entry.id,
      title: `${entry.title} › ${entry.name}`,
      keepFocus: (entry.tags ?? []).includes('visual-keep-focus'),
    }));
}

const FREEZE_CSS = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

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
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
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

async function capture(page, baseUrl, story) {
  await showStory(page, baseUrl, story);
  await page.evaluate(
    async ({ css, keepFocus }) => {
      if (!document.getElementById('visual-freeze')) {
        const style = document.createElement('style');
        style.id = 'visual-freeze';
        style.textContent = css;
        document.head.append(style);
      }
      // Whether a control that was busy during a play function still shows its focus ring is a
      // matter of timing: blur it, unless the story is about focus (tag `visual-keep-focus`).
      if (!keepFocus && document.activeElement instanceof HTMLElement)
        document.activeElement.blur();
      window.scrollTo(0, 0);
      await document.fonts.ready;
      // Lazy images below the fold would load (or not) while the full page is captured: load them
      // all first, and never wait on one forever.
      for (const img of document.images) img.loading = 'eager';
      const pending = [...document.images].filter((img) => !img.complete);
      const loaded = Promise.all(
        pending.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
      );
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { css: FREEZE_CSS, keepFocus: story.keepFocus },
  );
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

function compare(baselineFile, currentPng) {
  const baseline = PNG.sync.read(readFileSync(baselineFile));
  const current = PNG.sync.read(currentPng);
  if (baseline.width !== current.width || baseline.height !== current.height) {
    return {
      changed: true,
      reason: `size ${baseline.width}×${baseline.height} → ${current.width}×${current.height}`,
    };
  }
  const diff = new PNG({ width: current.width, height: current.height });
  const pixels = pixelmatch(baseline.data, current.data, diff.data, current.width, current.height, {
    threshold: 0.1,
  });
  const limit = MAX_DIFF_PIXELS(current.width * current.height);
  return {
    changed: pixels > limit,
    reason: `${pixels} px differ (limit ${limit})`,
    diff: PNG.sync.write(diff),
  };
}

const shotName = (story, width) => `${story.id}@${width}.png`;

function writeReport(results) {
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
  <h2>${escape(result.story.title)} <small>${result.width}px · ${result.status}${result.reason ? ` · ${escape(result.reason)}` : ''}</small></h2>
  <code>${escape(result.story.id)}</code>
  <div class="row">${img(result.baseline, 'baseline')}${img(result.current, 'novo')}${img(result.diff, 'diff')}</div>
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
<p>To accept what you see: <code>npm run visual:approve</code> (all) or <code>npm run visual:approve -- &lt;story-id&gt;</code>, then commit <code>visual/baselines/</code>.</p>
${rows || '<p>Every screenshot matches its baseline.</p>'}
</body></html>`,
  );
}

async function main() {
  ensureStorybook();
  const stories = listStories();
  if (stories.length === 0)
    throw new Error(
      filters.length ? `No story id starts with ${filters.join(', ')}.` : 'No stories found.',
    );
  for (const dir of [dirs.current, dirs.diff]) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  mkdirSync(dirs.baselines, { recursive: true });
  mkdirSync(dirs.reports, { recursive: true });

  const server = await serveStatic(dirs.storybook);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const results = [];
  const started = Date.now();
  try {
    // One worker per width: the viewport never changes under a rendered story.
    await Promise.all(
      WIDTHS.map(async (width) => {
        const context = await browser.newContext({
          reducedMotion: 'reduce',
          deviceScaleFactor: 1,
          viewport: { width, height: HEIGHT },
        });
        let page = await context.newPage();
        for (const story of stories) {
          const name = shotName(story, width);
          const result = { story, width, baseline: path.join(dirs.baselines, name) };
          try {
            const png = await capture(page, server.url, story);
            result.current = path.join(dirs.current, name);
            writeFileSync(result.current, png);
            if (approve) {
              copyFileSync(result.current, result.baseline);
              result.status = 'approved';
            } else if (!existsSync(result.baseline)) {
              result.status = 'new';
              result.reason = 'no baseline yet';
            } else {
              const outcome = compare(result.baseline, png);
              result.status = outcome.changed ? 'changed' : 'match';
              result.reason = outcome.reason;
              if (outcome.changed && outcome.diff) {
                result.diff = path.join(dirs.diff, name);
                writeFileSync(result.diff, outcome.diff);
              }
            }
          } catch (error) {
            result.status = 'error';
            result.reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
            // Start the next story on a fresh page: this one may be stuck.
            await page.close();
            page = await context.newPage();
          }
          results.push(result);
        }
        await context.close();
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }

  if (approve && filters.length === 0) {
    const keep = new Set(results.map((result) => path.basename(result.baseline)));
    for (const file of readdirSync(dirs.baselines))
      if (!keep.has(file)) rmSync(path.join(dirs.baselines, file));
  }
  results.sort((a, b) => a.story.id.localeCompare(b.story.id) || a.width - b.width);
  writeReport(results);

  const failed = results.filter((result) => ['changed', 'new', 'error'].includes(result.status));
  const passed = results.length - failed.length;
  writeFileSync(
    path.join(dirs.reports, 'visual.json'),
    JSON.stringify({ passed, failed: failed.length }, null, 2),
  );
  for (const result of failed)
    console.log(`  ✗ ${result.story.id} @${result.width}: ${result.status} (${result.reason})`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const verb = approve ? 'approved' : 'compared';
  console.log(
    `visual: ${results.length} screenshots ${verb} in ${seconds}s; report: visual/report/index.html`,
  );
  if (failed.length && !approve)
    console.log('visual: review the report, then `npm run visual:approve` to accept the new look.');
  console.log(`visual: ${passed} passed, ${failed.length} failed`);
  process.exitCode = failed.length ? 1 : 0;
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
