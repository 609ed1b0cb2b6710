import { spawn, type ChildProcess } from 'node:child_process';
import { firefox, type Page } from 'playwright-core-firefox';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { ENGINES } from '../../scripts/engines.mjs';
import { freePort } from '../deploy/nginxServer';
import { expect } from '../mockServer';
import { firefoxBrowsing, webkitBrowsing, type Browsing } from './browsing';

/**
 * The engines besides Chromium, each launched for one journey and closed after it whatever
 * happens: Firefox ESR over WebDriver BiDi (playwright-core 1.64.1), and WebKitGTK's MiniBrowser
 * (Safari's engine) through WebKitWebDriver under Xvfb.
 */

/** In Firefox, `journey` on a phone-sized page of its own. */
export async function inFirefox(journey: (page: Page) => Promise<void>): Promise<void> {
  const browser = await firefox.launch({ channel: 'moz-firefox', executablePath: ENGINES.firefox });
  try {
    await journey(
      await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage(),
    );
  } finally {
    await browser.close();
  }
}

/** In WebKitGTK's MiniBrowser, `journey` with the driver of a phone-sized window of its own. */
async function inWebKit(journey: (driver: WebDriver) => Promise<void>): Promise<void> {
  const xvfb = await startXvfb();
  try {
    const webkit = await startWebKit(xvfb.display);
    try {
      // A phone's width (GTK keeps the window a little wider than asked).
      await webkit.driver.manage().window().setRect({ width: 390, height: 844 });
      await journey(webkit.driver);
    } finally {
      await webkit.driver.quit();
      webkit.process.kill();
    }
  } finally {
    xvfb.process.kill();
  }
}

/** Each engine, by name, with a way to run one journey written against `Browsing` in it. */
export const BROWSERS: readonly {
  engine: string;
  browse: (journey: (b: Browsing) => Promise<void>) => Promise<void>;
  /**
   * Whether its session has an HTTP cache, as a participant's browser does. WebKitGTK's driven
   * session keeps none (a page's second fetch of an immutable file goes to the network), so there
   * the service worker downloads again what the page loaded.
   */
  httpCache: boolean;
}[] = [
  {
    engine: 'Firefox ESR',
    browse: (journey) => inFirefox((page) => journey(firefoxBrowsing(page))),
    httpCache: true,
  },
  {
    engine: "WebKitGTK (Safari's engine)",
    browse: (journey) => inWebKit((driver) => journey(webkitBrowsing(driver))),
    httpCache: false,
  },
];

/** Xvfb on a display it picks itself (`-displayfd`): resolves to the display's name. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(ENGINES.xvfb, ['-displayfd', '1', '-screen', '0', '1280x1024x24'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdout.once('data', (chunk: Buffer) =>
      resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }),
    );
  });
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver on `display`, once the driver answers. */
async function startWebKit(display: string): Promise<{ driver: WebDriver; process: ChildProcess }> {
  const port = await freePort();
  const driverProcess = spawn(ENGINES.webkitDriver, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: display },
  });
  const server = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${server}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: ENGINES.miniBrowser, args: ['--automation'] },
    })
    .build();
  return { driver, process: driverProcess };
}
