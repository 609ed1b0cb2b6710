/**
 * How long the built portal keeps a tap or a key waiting, in Chromium at 375×812 with the CPU
 * slowed 4× and 6× (CDP Emulation.setCPUThrottlingRate), next to the floor page (bench/floor: the
 * same stack with a field, a toggle and a link) measured at 4× in the same rounds, so that the
 * machine's drift hits both alike. Each interaction's latency is its worst Event Timing entry
 * (PerformanceObserver 'event', durationThreshold 16, entries with an interactionId): from the
 * input to the next paint. Where a tap leads somewhere, the time from the tap until the heading it
 * leads to is visible is measured too. Every run is a first visit in a fresh browser context (the
 * logged-in ones get their tokens before any script runs). Chromium's page has a touch screen and
 * is tapped as a finger taps a phone: no hover comes first, as a mouse's would. The goal, printed
 * and never a failing check: ≤ 1.2× the floor's and ≤ 80 ms at 4×.
 * The same journeys and the floor also run in Firefox ESR (playwright-core 1.64.1 over WebDriver
 * BiDi), which has no CPU throttling: the whole browser is held to a quarter of one core instead
 * (cpuLimit.ts, root only), so its figures are read against its own floor, not Chromium's. Its BiDi
 * driver sends no touch input, so there a tap is a mouse click.
 * Run alone: `tsx scripts/interactionBench.ts [--runs N] [--no-firefox]`; `npm run bench` runs it
 * too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { firefox } from 'playwright-core-firefox';
import { startMockServer, type MockServer } from '../packages/api/src/mock/server';
import { startStaticServer } from '../packages/api/src/mock/staticSite';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { ROUTES } from '../apps/portal/src/routes/routeTable';
import { CONSENT_TEXT } from '../packages/ui/src/copy';
import { cameraPhoto } from '../e2e/photoFixture';
import { NOVA, NOVA_PASSWORD } from '../e2e/firstAccess';
import { DEMO_PASSWORD, loginTokens, storeTokens } from '../e2e/session';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { cpuLimit, type CpuLimit } from './cpuLimit';
import { findEngines } from './engines.mjs';

const root = path.resolve(import.meta.dirname, '..');
const VIEWPORT = { width: 375, height: 812 };
const CODE = '123456';
/** Between a key's down and up, and between keys: each key is a separate interaction. */
const KEY_DELAY_MS = 50;
/** Event Timing reports nothing shorter: an interaction it does not report took less. */
const THRESHOLD_MS = 16;
export const INTERACTION_RUNS = 5;
export const CPU_RATES = [4, 6] as const;
/** Firefox runs at the first rate only: a quarter of one core. */
const FIREFOX_RATE = 4;
export const INTERACTION_GOAL = { floorRatio: 1.2, ms: 80 } as const;

type Rate = (typeof CPU_RATES)[number];

/** What a run measures, in ms, by name. */
type Measures = Record<string, number>;

/** A row of the table: a portal measure and the floor's measure it is read against. */
const ROWS = [
  { name: 'campaign tile tap (prefetched)', portal: 'tile', floor: 'link' },
  { name: 'campaign tile → h1 shown', portal: 'tileShown', floor: 'linkShown' },
  { name: 'first tap on e-mail', portal: 'firstTap', floor: 'firstTap' },
  { name: 'typing e-mail, worst key', portal: 'emailWorst', floor: 'keyWorst' },
  { name: 'typing e-mail, median key', portal: 'emailMedian', floor: 'keyMedian' },
  { name: 'typing birth date, worst key', portal: 'birthWorst', floor: 'keyWorst' },
  { name: 'typing birth date, median key', portal: 'birthMedian', floor: 'keyMedian' },
  { name: 'typing Celular, worst key', portal: 'phoneWorst', floor: 'keyWorst' },
  { name: 'typing Celular, median key', portal: 'phoneMedian', floor: 'keyMedian' },
  { name: 'Entrar', portal: 'entrar', floor: 'toggle' },
  { name: 'Entrar → code panel shown', portal: 'entrarShown', floor: 'toggleShown' },
  { name: 'open menu', portal: 'menuOpen', floor: 'toggle' },
  { name: 'close menu', portal: 'menuClose', floor: 'toggleClose' },
  { name: 'Cadastrar with a photo', portal: 'cadastrar', floor: 'toggle' },
] as const;

export interface InteractionRow {
  interaction: string;
  /** Medians over the runs, in ms (0: below Event Timing's 16 ms threshold). */
  ms4: number;
  ms6: number;
  floorMs: number;
  /** ms4 over the floor's, each counted as at least 16 ms. */
  ratio: number;
  meetsGoal: boolean;
  runs4: number[];
  runs6: number[];
  floorRuns: number[];
  /** Firefox at a quarter of one core, against its own floor (absent when not measured). */
  firefox?: { ms: number; floorMs: number; ratio: number; runs: number[]; floorRuns: number[] };
}

export interface InteractionBenchResult {
  runs: number;
  rows: InteractionRow[];
  /** Why Firefox was not measured, if it was not. */
  firefoxNotMeasured?: string;
}

interface TimedEntry {
  interactionId: number;
  duration: number;
}

/** What the init script leaves on `window`. */
interface BenchWindow {
  __bench: {
    entries: PerformanceEntry[];
    observer: PerformanceObserver;
    lastPointerDown: number;
    shown?: Promise<number>;
  };
}

/** Installed before any script of the page: the Event Timing observer and the last tap's time. */
function installObserver(): void {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  // durationThreshold is not in TypeScript's DOM types yet.
  observer.observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  const bench: BenchWindow['__bench'] = { entries, observer, lastPointerDown: 0 };
  addEventListener('pointerdown', (event) => (bench.lastPointerDown = event.timeStamp), true);
  Object.assign(window, { __bench: bench });
}

const median = (values: readonly number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Two frames and a little more: the paint after an input, and its Event Timing entries, are in. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The worst entry of each interaction that started after `since` (ms, page time). */
async function interactionsSince(page: Page, since: number): Promise<number[]> {
  await settle(page);
  const entries = await page.evaluate((from) => {
    const { __bench: bench } = window as unknown as BenchWindow;
    bench.entries.push(...bench.observer.takeRecords());
    return (bench.entries as unknown as (PerformanceEntry & TimedEntry)[])
      .filter((entry) => entry.interactionId !== 0 && entry.startTime >= from)
      .map(({ interactionId, duration }) => ({ interactionId, duration }));
  }, since);
  const worst = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    worst.set(interactionId, Math.max(duration, worst.get(interactionId) ?? 0));
  }
  return [...worst.values()];
}

/** The middle of `locator` on screen, scrolled to and settled before the tap. */
async function centre(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  await settle(page);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Pages that have a touch screen: Chromium's (see `inChromium`). */
const touchPages = new WeakSet<Page>();

/** A finger's tap where the page has a touch screen, else a mouse click (which hovers first). */
const press = (page: Page, { x, y }: { x: number; y: number }) =>
  touchPages.has(page) ? page.touchscreen.tap(x, y) : page.mouse.click(x, y);

/** Taps `locator`: its worst entry (0: under the threshold). */
async function tap(page: Page, locator: Locator): Promise<number> {
  const point = await centre(page, locator);
  const since = await pageNow(page);
  await press(page, point);
  return Math.max(0, ...(await interactionsSince(page, since)));
}

/**
 * Taps `locator` and waits for the visible h1/h2 named `heading`: the tap's worst entry, and the
 * time from the tap's pointerdown to the first frame that shows the heading.
 */
async function tapUntilShown(page: Page, locator: Locator, heading: string) {
  const point = await centre(page, locator);
  await page.evaluate((name) => {
    const { __bench: bench } = window as unknown as BenchWindow;
    const deadline = performance.now() + 60_000;
    // No named inner function: tsx would wrap it in a helper the page does not have.
    bench.shown = (async () => {
      while (performance.now() < deadline) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const shown = Array.from(document.querySelectorAll('h1, h2')).some(
          (element) => element.textContent?.trim() === name && element.checkVisibility(),
        );
        if (shown) return performance.now();
      }
      return NaN;
    })();
  }, heading);
  const since = await pageNow(page);
  await press(page, point);
  const shownMs = await page.evaluate(() => {
    const { __bench: bench } = window as unknown as BenchWindow;
    return bench.shown!.then((at) => at - bench.lastPointerDown);
  });
  if (!Number.isFinite(shownMs)) throw new Error(`"${heading}" never showed`);
  return { worst: Math.max(0, ...(await interactionsSince(page, since))), shownMs };
}

/** Taps into `field` and types `text` key by key: the worst key and the median key. */
async function typeInto(page: Page, field: Locator, text: string) {
  await press(page, await centre(page, field));
  await settle(page);
  const since = await pageNow(page);
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  const keys = await interactionsSince(page, since);
  if (keys.length > text.length)
    throw new Error(`${keys.length} interactions for ${text.length} keys`);
  // A key Event Timing did not report took less than the threshold.
  const all = [...keys, ...Array<number>(text.length - keys.length).fill(0)];
  return { worst: Math.max(...all), median: median(all) };
}

/**
 * Opens `url` in a fresh page of an engine's browser at `rate`× CPU, once the app is live and the
 * network idle.
 */
type Open = (url: string, rate: Rate, prepare?: (page: Page) => Promise<void>) => Promise<Page>;

/** The page's first screen is ready: the prerendered, inert one replaced by the app. */
async function ready(page: Page, url: string): Promise<Page> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.querySelector('div[data-prerender]'));
  await settle(page);
  return page;
}

/** Chromium slows the page's main thread itself (CDP). */
const inChromium =
  (browser: Browser): Open =>
  async (url, rate, prepare) => {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      baseURL: new URL(url).origin,
      hasTouch: true,
    });
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    touchPages.add(page);
    await page.addInitScript(installObserver);
    await prepare?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return ready(page, url);
  };

type FirefoxBrowser = Awaited<ReturnType<typeof firefox.launch>>;

/** Firefox: the whole browser held to one `rate`-th of a core (cpuLimit.ts). */
const inFirefox =
  (browser: FirefoxBrowser, limit: CpuLimit): Open =>
  async (url, rate, prepare) => {
    limit.slowDown(rate);
    const context = await browser.newContext({ viewport: VIEWPORT, baseURL: new URL(url).origin });
    context.setDefaultTimeout(120_000);
    // playwright-core 1.64.1 (Firefox's) and 1.65.1 differ in types, not in what the journeys call.
    const page = (await context.newPage()) as unknown as Page;
    await page.addInitScript(installObserver);
    await prepare?.(page);
    return ready(page, url);
  };

type Journey = (open: Open, rate: Rate) => Promise<Measures>;

/** Runs `journey` on a page of its own, closing its context whatever happens. */
async function inContext(page: Page, journey: (page: Page) => Promise<Measures>) {
  try {
    return await journey(page);
  } finally {
    await page.context().close();
  }
}

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** /pre-login: first tap on E-mail, the e-mail typed, then Entrar until the code panel. */
const login =
  (server: MockServer): Journey =>
  async (open, rate) =>
    inContext(await open(`${server.url}/pre-login`, rate), async (page) => {
      const firstTap = await tap(page, label(page, 'E-mail'));
      const email = await typeInto(page, label(page, 'E-mail'), 'ana@jornada.demo');
      // Key by key: over BiDi, Firefox's fill() does not reach React's state.
      await label(page, 'Senha').pressSequentially(DEMO_PASSWORD);
      const entrar = await tapUntilShown(page, button(page, 'Entrar'), 'Código de verificação');
      return {
        firstTap,
        emailWorst: email.worst,
        emailMedian: email.median,
        entrar: entrar.worst,
        entrarShown: entrar.shownMs,
      };
    });

/** First access up to the registration form with the 12 MP photo, then Cadastrar. */
const firstAccess =
  (server: MockServer, photo: string): Journey =>
  async (open, rate) => {
    // Nova has no profile yet: a registration of an earlier run is undone.
    server.mock.reset();
    const url = `${server.url}/pre-login?painel=primeiro-acesso`;
    return inContext(await open(url, rate), async (page) => {
      await label(page, 'E-mail').pressSequentially(NOVA);
      const birth = await typeInto(page, label(page, 'Data de nascimento'), '15031992');
      await button(page, 'Continuar').click();
      await label(page, 'Código').pressSequentially(CODE);
      await button(page, 'Confirmar').click();
      await label(page, 'Senha').pressSequentially(NOVA_PASSWORD);
      await label(page, 'Confirmar senha').pressSequentially(NOVA_PASSWORD);
      await page.getByRole('checkbox', { name: CONSENT_TEXT }).check();
      await page.getByLabel('Selecionar foto').setInputFiles(photo);
      await page.getByRole('img', { name: 'Pré-visualização da sua foto' }).waitFor();
      const cadastrar = await tap(page, button(page, 'Cadastrar'));
      // The registration went through: the run measured the real journey.
      await page.getByText(SUCCESS_TEXT.register).waitFor();
      return { birthWorst: birth.worst, birthMedian: birth.median, cadastrar };
    });
  };

/** /fale-conosco: the phone number typed into Celular. */
const contact =
  (server: MockServer): Journey =>
  async (open, rate) =>
    inContext(await open(`${server.url}/fale-conosco`, rate), async (page) => {
      const phone = await typeInto(page, label(page, 'Celular'), '11987654321');
      return { phoneWorst: phone.worst, phoneMedian: phone.median };
    });

/**
 * Until /home's idle prefetch has fetched the page its tiles lead to (the bundler names a page's
 * chunk after its folder) and no other file has arrived for half a second: the tap then measures
 * a page whose code is cached, as the goal is set.
 */
async function tilesPagePrefetched(page: Page) {
  await page.waitForFunction(
    (folder) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname.startsWith(`/assets/${folder}-`)),
    ROUTES.campaign.page,
    { timeout: 60_000 },
  );
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(500);
  }
}

/** Logged in on /home: the first campaign tile until its h1, then the menu opened and closed. */
const home =
  (server: MockServer): Journey =>
  async (open, rate) => {
    const logIn = async (page: Page) => storeTokens(page, await loginTokens(page.request));
    const page = await open(`${server.url}/home`, rate, logIn);
    return inContext(page, async () => {
      await tilesPagePrefetched(page);
      const tile = page.locator('main li a').first();
      const name = (await tile.getAttribute('aria-label')) ?? (await tile.innerText()).trim();
      const shown = await tapUntilShown(page, tile, name);
      const menuOpen = await tap(page, button(page, 'Abrir menu'));
      await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
      const menuClose = await tap(page, button(page, 'Fechar menu'));
      return { tile: shown.worst, tileShown: shown.shownMs, menuOpen, menuClose };
    });
  };

/** The floor page: the same kinds of interaction on the least the stack can show. */
const floorJourney =
  (origin: string): Journey =>
  async (open, rate) =>
    inContext(await open(`${origin}/`, rate), async (page) => {
      const field = label(page, 'Campo');
      const firstTap = await tap(page, field);
      const keys = await typeInto(page, field, 'ana@jornada.demo');
      const toggle = await tapUntilShown(page, page.getByRole('button'), 'Aberto');
      const toggleClose = await tap(page, page.getByRole('button'));
      const link = await tapUntilShown(
        page,
        page.getByRole('link', { name: 'Segunda' }),
        'Segunda',
      );
      return {
        firstTap,
        keyWorst: keys.worst,
        keyMedian: keys.median,
        toggle: toggle.worst,
        toggleShown: toggle.shownMs,
        toggleClose,
        link: link.worst,
        linkShown: link.shownMs,
      };
    });

function buildFloor(): void {
  execFileSync(
    path.join(root, 'node_modules/.bin/vite'),
    ['build', '--config', 'bench/floor/vite.config.ts'],
    { cwd: root, stdio: 'inherit' },
  );
}

/** Every run's measures of one side (portal at a rate, or the floor), merged per run. */
type Runs = Measures[];

const series = (runs: Runs, key: string) => runs.map((run) => Math.round(run[key] ?? NaN));
/** A measure over its floor's, each counted as at least the threshold. */
const overFloor = (ms: number, floorMs: number) =>
  Math.round((Math.max(ms, THRESHOLD_MS) / Math.max(floorMs, THRESHOLD_MS)) * 100) / 100;

interface Measured {
  chromium: { portal: Record<Rate, Runs>; floor: Runs };
  firefox?: { portal: Runs; floor: Runs };
}

function toRows({ chromium: { portal, floor }, firefox: inFirefox }: Measured): InteractionRow[] {
  return ROWS.map(({ name, portal: key, floor: floorKey }) => {
    const runs4 = series(portal[4], key);
    const runs6 = series(portal[6], key);
    const floorRuns = series(floor, floorKey);
    const [ms4, ms6, floorMs] = [median(runs4), median(runs6), median(floorRuns)];
    const ratio = overFloor(ms4, floorMs);
    const row: InteractionRow = {
      interaction: name,
      ms4,
      ms6,
      floorMs,
      ratio,
      meetsGoal: ratio <= INTERACTION_GOAL.floorRatio && ms4 <= INTERACTION_GOAL.ms,
      runs4,
      runs6,
      floorRuns,
    };
    if (!inFirefox) return row;
    const [runs, firefoxFloor] = [series(inFirefox.portal, key), series(inFirefox.floor, floorKey)];
    const [ms, floorFirefoxMs] = [median(runs), median(firefoxFloor)];
    const firefox = { ms, floorMs: floorFirefoxMs, ratio: overFloor(ms, floorFirefoxMs) };
    return { ...row, firefox: { ...firefox, runs, floorRuns: firefoxFloor } };
  });
}

type FirefoxRun = { browser: FirefoxBrowser; limit: CpuLimit } | { unavailable: string };

/** Firefox ESR held to a quarter of one core, or why it cannot be. */
async function launchFirefox(): Promise<FirefoxRun> {
  const limit = cpuLimit(findEngines().firefox);
  if ('unavailable' in limit) return { unavailable: limit.unavailable };
  try {
    const browser = await firefox.launch({
      channel: 'moz-firefox',
      executablePath: limit.executable,
    });
    return { browser, limit };
  } catch (error) {
    limit.dispose();
    throw error;
  }
}

/**
 * `runs` rounds; in each, the floor at 4× and every portal journey at each rate, one after the
 * other, every one in a fresh context; then, with `firefox`, the floor and the journeys again in
 * Firefox.
 */
export async function runInteractionBench({
  runs = INTERACTION_RUNS,
  firefox: withFirefox = true,
} = {}): Promise<InteractionBenchResult> {
  buildFloor();
  // The camera fixture as a file, as a phone's picker gives it (a path: no copy through CDP).
  const folder = mkdtempSync(path.join(tmpdir(), 'interaction-bench-'));
  const photo = path.join(folder, 'IMG_20260301_101500.jpg');
  writeFileSync(photo, await cameraPhoto());
  const floor = await startStaticServer(path.join(root, 'bench/floor/dist'));
  const server = await startMockServer({
    port: 0,
    staticDir: path.join(root, 'apps/portal/dist'),
    fixedCode: CODE,
    logCodes: false,
  });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const inFirefoxToo: FirefoxRun = withFirefox
    ? await launchFirefox()
    : { unavailable: '--no-firefox' };
  const journeys = [login(server), firstAccess(server, photo), contact(server), home(server)];
  const measured: Measured = {
    chromium: { portal: { 4: [], 6: [] }, floor: [] },
    ...('browser' in inFirefoxToo ? { firefox: { portal: [], floor: [] } } : {}),
  };
  const chromiumPage = inChromium(browser);
  const firefoxPage =
    'browser' in inFirefoxToo ? inFirefox(inFirefoxToo.browser, inFirefoxToo.limit) : undefined;
  const all = async (open: Open, rate: Rate) => {
    const measures: Measures = {};
    for (const journey of journeys) Object.assign(measures, await journey(open, rate));
    return measures;
  };
  try {
    for (let round = 1; round <= runs; round += 1) {
      const started = Date.now();
      measured.chromium.floor.push(await floorJourney(floor.url)(chromiumPage, 4));
      for (const rate of CPU_RATES)
        measured.chromium.portal[rate].push(await all(chromiumPage, rate));
      if (measured.firefox && firefoxPage) {
        measured.firefox.floor.push(await floorJourney(floor.url)(firefoxPage, FIREFOX_RATE));
        measured.firefox.portal.push(await all(firefoxPage, FIREFOX_RATE));
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`interactions: round ${round} of ${runs} done in ${seconds} s`);
    }
  } finally {
    await browser.close();
    if ('browser' in inFirefoxToo) {
      await inFirefoxToo.browser.close();
      inFirefoxToo.limit.dispose();
    }
    await server.close();
    await floor.close();
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    runs,
    rows: toRows(measured),
    ...('unavailable' in inFirefoxToo ? { firefoxNotMeasured: inFirefoxToo.unavailable } : {}),
  };
}

const ms = (value: number) => (value < THRESHOLD_MS ? `<${THRESHOLD_MS}` : String(value));

/** The table, as lines. */
export function reportInteractions({
  runs,
  rows,
  firefoxNotMeasured,
}: InteractionBenchResult): string[] {
  const { floorRatio, ms: goalMs } = INTERACTION_GOAL;
  const firefox = firefoxNotMeasured === undefined;
  return [
    `Interaction latency, 375×812 tapped by touch, CPU 4× and 6×, median of ${runs} runs (worst Event Timing entry, or the time until the heading shows; goal ≤ ${floorRatio}× the floor's and ≤ ${goalMs} ms at 4×)`,
    firefox
      ? 'Firefox ESR: the whole browser at a quarter of one core, tapped by mouse, read against its own floor'
      : `Firefox ESR: not measured (${firefoxNotMeasured})`,
    'interaction'.padEnd(30) +
      '4× ms'.padStart(7) +
      'floor'.padStart(7) +
      '×floor'.padStart(8) +
      '6× ms'.padStart(7) +
      '  goal      ' +
      (firefox ? 'Firefox'.padStart(8) + 'floor'.padStart(7) + '×floor'.padStart(8) : ''),
    ...rows.map(
      (row) =>
        row.interaction.padEnd(30) +
        ms(row.ms4).padStart(7) +
        ms(row.floorMs).padStart(7) +
        row.ratio.toFixed(2).padStart(8) +
        ms(row.ms6).padStart(7) +
        `  ${row.meetsGoal ? 'ok        ' : 'above goal'}` +
        (row.firefox
          ? ms(row.firefox.ms).padStart(8) +
            ms(row.firefox.floorMs).padStart(7) +
            row.firefox.ratio.toFixed(2).padStart(8)
          : ''),
    ),
  ];
}

/** `--runs N` from `argv`, else `fallback`. */
export function runsOption(argv: readonly string[], fallback: number): number {
  const flag = argv.indexOf('--runs');
  const runs = flag === -1 ? fallback : Number(argv[flag + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  return runs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const result = await runInteractionBench({
    runs: runsOption(process.argv, INTERACTION_RUNS),
    firefox: !process.argv.includes('--no-firefox'),
  });
  console.log(`\n${reportInteractions(result).join('\n')}`);
}
