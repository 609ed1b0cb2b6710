/**
 * Before the visual tests are listed: builds Storybook and the portal when their sources are newer
 * than the last build, then writes the plan of the story tests (plan.ts): every story of the built
 * Storybook but those tagged `no-visual`, with its own viewport width (storyWidths.ts), which only
 * a browser can read.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startStaticServer } from '../packages/api/src/mock/staticSite';
import { PLAN_FILE, ROOT, STORYBOOK_DIR, type PlannedStory } from './plan';
import { storyWidths } from './storyWidths';

const BUILD_OUTPUTS = new Set(['node_modules', 'dist', 'storybook-static']);

function newestMtime(dir: string): number {
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
function ensureBuilt(name: string, output: string, sources: string[], command: string) {
  const newest = Math.max(...sources.map((dir) => newestMtime(path.join(ROOT, dir))));
  if (existsSync(output) && statSync(output).mtimeMs >= newest) return;
  console.log(`visual: building ${name} (sources changed since the last build)…`);
  execSync(command, { cwd: ROOT, stdio: 'inherit' });
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The stories to shoot, each with the width it names of its own, if any. */
async function planStories(): Promise<PlannedStory[]> {
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_DIR, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
  );
  const server = await startStaticServer(STORYBOOK_DIR);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/iframe.html`);
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue);
    const own = await storyWidths(
      page,
      stories.map((story) => story.id),
    );
    return stories.map((entry) => {
      const tags = entry.tags ?? [];
      return {
        id: entry.id,
        title: `${entry.title} › ${entry.name}`,
        ownWidth: own.get(entry.id),
        keepFocus: tags.includes('visual-keep-focus'),
        allowsScroll: tags.includes('layout-allows-scroll'),
        smallTargets: tags.includes('layout-small-targets'),
      };
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

export default async function globalSetup() {
  ensureBuilt(
    'Storybook',
    path.join(STORYBOOK_DIR, 'index.json'),
    ['packages', 'apps', '.storybook'],
    'npm run build-storybook',
  );
  ensureBuilt(
    'the portal',
    path.join(ROOT, 'apps/portal/dist/index.html'),
    ['packages', 'apps/portal'],
    'node scripts/pnpm.mjs --filter ./apps/portal run build',
  );
  // The plan is the build's: read again only after a new build.
  const index = path.join(STORYBOOK_DIR, 'index.json');
  if (existsSync(PLAN_FILE) && statSync(PLAN_FILE).mtimeMs >= statSync(index).mtimeMs) return;
  const stories = await planStories();
  mkdirSync(path.dirname(PLAN_FILE), { recursive: true });
  writeFileSync(PLAN_FILE, JSON.stringify(stories, null, 1));
}
