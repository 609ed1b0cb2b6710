import { expect } from '@playwright/test';
import type { Page } from 'playwright-core-firefox';
import { By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * What a participant does in a page, the same way in every engine, so that one journey runs in
 * Firefox (playwright-core over BiDi) and in WebKitGTK (selenium-webdriver). Things are found as
 * a participant finds them: a field by its visible label, a button or a link by its visible text
 * (or its aria-label, for the icon buttons), a heading by its text.
 */
export interface Browsing {
  /** Goes to `url` and waits until the portal is live (the prerendered first screen is gone). */
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The address's path. */
  path(): Promise<string>;
  /** Waits for a visible heading that reads `name`. */
  heading(name: string): Promise<void>;
  type(label: string, text: string): Promise<void>;
  value(label: string): Promise<string>;
  /** Ticks the checkbox that `label` names, by a tap on its label. */
  check(label: string): Promise<void>;
  /** Picks `file` (a path) in the file input that `label` names. */
  attach(label: string, file: string): Promise<void>;
  /** Taps the visible button or link named `name`. */
  press(name: string): Promise<void>;
  escape(): Promise<void>;
  /** The focused element's aria-label, or else its text. */
  focused(): Promise<string>;
  /** Whether an element that reads `text` (or is named it by aria-label or alt) is visible. */
  shows(text: string): Promise<boolean>;
  /** Everything both storages hold, as one string. */
  stored(): Promise<string>;
  /** `script(arg)` run in the page (`arg` and the result as JSON), once its promise settles. */
  run<A, T>(script: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Another tab of the same browser (same storage), blank. */
  newTab(): Promise<Browsing>;
}

const LIVE_MS = 30_000;

function focusedName(): string {
  const active = document.activeElement;
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
}

const isLive = () => !document.querySelector('div[data-prerender]');

const storedText = () => JSON.stringify({ ...localStorage, ...sessionStorage });

/** Firefox: over BiDi, `fill()` does not reach React's state, so text goes in as typed text. */
export function firefoxBrowsing(page: Page): Browsing {
  const named = (name: string) =>
    page
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('link', { name, exact: true }))
      .filter({ visible: true })
      .first();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    async open(url) {
      await page.goto(url);
      await page.waitForFunction(isLive, undefined, { timeout: LIVE_MS });
    },
    async reload() {
      await page.reload();
      await page.waitForFunction(isLive, undefined, { timeout: LIVE_MS });
    },
    path: async () => new URL(page.url()).pathname,
    heading: (name) =>
      page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: LIVE_MS }),
    async type(label, text) {
      await field(label).focus();
      await page.evaluate((typed) => document.execCommand('insertText', false, typed), text);
    },
    value: (label) => field(label).inputValue(),
    check: (label) => field(label).check(),
    attach: (label, file) => field(label).setInputFiles(file),
    press: (name) => named(name).click(),
    escape: () => page.keyboard.press('Escape'),
    focused: () => page.evaluate(focusedName),
    shows: (text) =>
      page
        .getByText(text, { exact: true })
        .or(page.getByLabel(text, { exact: true }))
        .or(page.getByAltText(text, { exact: true }))
        .filter({ visible: true })
        .count()
        .then((count) => count > 0),
    stored: () => page.evaluate(storedText),
    // Its arguments are plain JSON here: Playwright's handle unboxing does not apply.
    run: <A, T>(script: (arg: A) => T | Promise<T>, arg: A) =>
      page.evaluate(script as (arg: unknown) => T | Promise<T>, arg as unknown),
    newTab: async () => firefoxBrowsing(await page.context().newPage()),
  };
}

/** An XPath string literal for `text` (which may hold either quote). */
const literal = (text: string) =>
  text.includes("'") ? `concat('${text.split("'").join(`', "'", '`)}')` : `'${text}'`;

/**
 * WebKitGTK, through its WebDriver: keys are typed one by one, as a phone's keyboard does. The
 * driver speaks to one tab at a time: each call first selects the tab this was made for.
 */
export function webkitBrowsing(driver: WebDriver): Browsing {
  const tab = driver.getWindowHandle();
  return new Proxy(inSelectedTab(driver), {
    get(target, key, receiver) {
      const method: unknown = Reflect.get(target, key, receiver);
      // Anything else (`then`, asked of a Browsing an async function returns) is left as it is.
      if (typeof method !== 'function') return method;
      return async (...args: unknown[]) => {
        await driver.switchTo().window(await tab);
        return (method as (...args: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
}

/** What `webkitBrowsing` does, in whichever tab the driver speaks to. */
function inSelectedTab(driver: WebDriver): Browsing {
  const live = () => driver.wait(() => driver.executeScript<boolean>(isLive), LIVE_MS);
  const firstShown = async (xpath: string): Promise<WebElement | undefined> => {
    for (const element of await driver.findElements(By.xpath(xpath)))
      if (await element.isDisplayed().catch(() => false)) return element;
    return undefined;
  };
  const shown = async (xpath: string) => {
    const found = await driver.wait(() => firstShown(xpath), LIVE_MS, `nothing shown at ${xpath}`);
    return found as WebElement;
  };
  const labelOf = (label: string) => shown(`//label[normalize-space(.)=${literal(label)}]`);
  const field = async (label: string) => {
    const labelled = await labelOf(label);
    const id = await labelled.getAttribute('for');
    if (!id) throw new Error(`The label "${label}" names no input.`);
    return driver.findElement(By.id(id));
  };
  const reading = (text: string) =>
    `//*[normalize-space(.)=${literal(text)} or @aria-label=${literal(text)} or @alt=${literal(text)}]`;
  return {
    async open(url) {
      await driver.get(url);
      await live();
    },
    async reload() {
      await driver.navigate().refresh();
      await live();
    },
    path: async () => new URL(await driver.getCurrentUrl()).pathname,
    async heading(name) {
      await shown(`//*[self::h1 or self::h2 or self::h3][normalize-space(.)=${literal(name)}]`);
    },
    async type(label, text) {
      await (await field(label)).sendKeys(text);
    },
    value: async (label) => (await (await field(label)).getAttribute('value')) ?? '',
    async check(label) {
      await (await labelOf(label)).click();
    },
    async attach(label, file) {
      await (await field(label)).sendKeys(file);
    },
    async press(name) {
      const element = await shown(
        `(//button | //a)[normalize-space(.)=${literal(name)} or @aria-label=${literal(name)}]`,
      );
      await element.click();
    },
    escape: () => driver.actions().sendKeys(Key.ESCAPE).perform(),
    focused: () => driver.executeScript<string>(focusedName),
    shows: async (text) => (await firstShown(reading(text))) !== undefined,
    stored: () => driver.executeScript<string>(storedText),
    async run<A, T>(script: (arg: A) => T | Promise<T>, arg: A) {
      const { value, error } = await driver.executeAsyncScript<{ value?: T; error?: string }>(
        `const [arg, done] = arguments;
        Promise.resolve(arg).then(${script.toString()})
          .then((value) => done({ value }), (error) => done({ error: String(error) }));`,
        arg,
      );
      if (error !== undefined) throw new Error(`In the page: ${error}`);
      return value as T;
    },
    async newTab() {
      await driver.switchTo().newWindow('tab');
      return webkitBrowsing(driver);
    },
  };
}

/** Waits until the service worker controls the page: its first install precaches a lot first. */
export const workerInControl = (b: Browsing) =>
  expect
    .poll(() => b.run(() => navigator.serviceWorker.controller !== null, undefined), {
      timeout: 30_000,
    })
    .toBe(true);
