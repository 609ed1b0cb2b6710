import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firefox } from 'playwright-core-firefox';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { ENGINES, findEngines } from '../../scripts/engines.mjs';
import { SUCCESS_TEXT } from '../../packages/api/src/messages';
import { CONSENT_TEXT } from '../../packages/ui/src/copy';
import type { MockServer } from '../../packages/api/src/mock/server';
import { freePort } from '../deploy/nginxServer';
import { NOVA, NOVA_PASSWORD } from '../firstAccess';
import { expect, latestCode, test } from '../mockServer';
import { cameraPhoto, expectPreparedCameraPhoto } from '../photoFixture';

/**
 * A first access with a 12 MP camera photo, in the engines besides Chromium that participants'
 * phones run: Firefox (ESR, over WebDriver BiDi) and WebKit (WebKitGTK, Safari's engine, over
 * WebDriver under Xvfb). The portal starts, takes the code and the registration, and the photo
 * the storage receives is what it must be in every engine (≤ 600 kB, upright, pixels only).
 */

const FIRST_ACCESS = '/pre-login?painel=primeiro-acesso';
const PREVIEW = 'Pré-visualização da sua foto';

test.describe.configure({ timeout: 240_000 });
test.beforeAll(() => void findEngines());

/** The one photo the storage received (its weight goes in the run's output: a figure to watch). */
function storedPhoto(server: MockServer, engine: string): Buffer {
  const stored = [...server.mock.store.uploads.values()].filter((upload) => upload.bytes);
  expect(stored).toHaveLength(1);
  const bytes = Buffer.from(stored[0]!.bytes!);
  console.log(`${engine}: the 12 MP photo was sent as ${bytes.byteLength} bytes`);
  return bytes;
}

test('Firefox ESR: a first access with a 12 MP photo', async ({ freshServer, request }) => {
  const origin = freshServer.url;
  const browser = await firefox.launch({ channel: 'moz-firefox', executablePath: ENGINES.firefox });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 375, height: 812 } })
    ).newPage();
    // Over BiDi, fill() does not reach React's state: text goes in as typed text does.
    const type = async (label: string, text: string) => {
      await page.getByLabel(label, { exact: true }).focus();
      await page.evaluate((typed) => document.execCommand('insertText', false, typed), text);
    };
    await page.goto(`${origin}${FIRST_ACCESS}`);
    await page.getByRole('heading', { level: 1, name: 'Primeiro acesso' }).waitFor();
    await type('E-mail', NOVA);
    await type('Data de nascimento', '15031992');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Código de verificação' }).waitFor();
    await type('Código', await latestCode(request, NOVA, 'primeiro acesso', origin));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cadastro' }).waitFor();
    await type('Senha', NOVA_PASSWORD);
    await type('Confirmar senha', NOVA_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByLabel('Selecionar foto').setInputFiles({
      name: 'IMG_20260301_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(),
    });
    await page.getByRole('img', { name: PREVIEW }).waitFor();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText(SUCCESS_TEXT.register).waitFor({ timeout: 120_000 });
  } finally {
    await browser.close();
  }
  await expectPreparedCameraPhoto(storedPhoto(freshServer, 'Firefox ESR'));
});

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

test("WebKitGTK (Safari's engine): a first access with a 12 MP photo", async ({
  freshServer,
  request,
}) => {
  const origin = freshServer.url;
  const folder = mkdtempSync(path.join(tmpdir(), 'jornada-engines-'));
  const photo = path.join(folder, 'IMG_20260301_101500.jpg');
  writeFileSync(photo, await cameraPhoto());
  const xvfb = await startXvfb();
  const webkit = await startWebKit(xvfb.display);
  const { driver } = webkit;
  try {
    const wait = (locator: By) => driver.wait(until.elementLocated(locator), 60_000);
    const heading = (name: string) => wait(By.xpath(`//h1[normalize-space(.)='${name}']`));
    const button = (name: string) =>
      driver.findElement(By.xpath(`//button[normalize-space(.)='${name}']`));
    // The input a visible label names, as a participant finds it.
    const field = async (label: string) => {
      const labelled = driver.findElement(By.xpath(`//label[normalize-space(.)='${label}']`));
      const id = await labelled.getAttribute('for');
      if (!id) throw new Error(`The label "${label}" names no input.`);
      return driver.findElement(By.id(id));
    };
    await driver.get(`${origin}${FIRST_ACCESS}`);
    await heading('Primeiro acesso');
    await (await field('E-mail')).sendKeys(NOVA);
    await (await field('Data de nascimento')).sendKeys('15031992');
    await button('Continuar').click();
    await heading('Código de verificação');
    const code = await latestCode(request, NOVA, 'primeiro acesso', origin);
    await (await field('Código')).sendKeys(code);
    await button('Confirmar').click();
    await heading('Cadastro');
    await (await field('Senha')).sendKeys(NOVA_PASSWORD);
    await (await field('Confirmar senha')).sendKeys(NOVA_PASSWORD);
    await driver.findElement(By.xpath(`//label[contains(., '${CONSENT_TEXT}')]`)).click();
    await driver.findElement(By.css('input[type=file]')).sendKeys(photo);
    await wait(By.css(`img[alt="${PREVIEW}"]`));
    await button('Cadastrar').click();
    await driver.wait(
      until.elementLocated(By.xpath(`//*[normalize-space(.)='${SUCCESS_TEXT.register}']`)),
      120_000,
    );
  } finally {
    await driver.quit();
    webkit.process.kill();
    xvfb.process.kill();
    rmSync(folder, { recursive: true, force: true });
  }
  await expectPreparedCameraPhoto(storedPhoto(freshServer, 'WebKitGTK'));
});
