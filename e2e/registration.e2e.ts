import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect, latestCode, otherCode, test } from './mockServer';
import type { MockServer } from '../packages/api/src/mock/server';
import sharp from 'sharp';
import {
  INVALID_CODE_MESSAGE,
  PHOTO_UPLOAD_FAILED,
  SUCCESS_TEXT,
} from '../packages/api/src/messages';
import { MAX_PHOTO_SIDE } from '../packages/api/src/photoGeometry';
import {
  MAX_PHOTO_BYTES,
  PHOTO_REFUSED,
  PHOTO_TOO_MANY_PIXELS,
} from '../packages/api/src/photoType';
import { UPLOAD_STALL_MS } from '../packages/api/src/stallTimer';
import {
  CAMERA,
  MARKER,
  SMALL_TURNED,
  SQUARE_TURNED,
  cameraPhoto,
  expectPixelsOnly,
  expectPreparedCameraPhoto,
  LOCATION,
  isRed,
  paddedJpeg,
  photoWithLocation,
  pixelAt,
  smallTurnedPhoto,
} from './photoFixture';
import {
  NOVA,
  NOVA_PASSWORD,
  ONE_PIXEL_PNG,
  consentBox,
  enterCode,
  filledRegistration,
  firstAccessToCode,
  panelHeading,
} from './firstAccess';

const isUpload = (r: Request) =>
  r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/uploads/');

test.describe('first access through registration (fresh mock API)', () => {
  test('code, registration with a photo upload, the 5 s switch to login, then login', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const code = await firstAccessToCode(page, origin);
    await expect(
      page.getByText(`Digite o código de 6 dígitos enviado para ${NOVA}.`),
    ).toBeVisible();
    // Kept in this tab only (a reload comes back here), never in localStorage.
    const kept = await page.evaluate(() => ({
      tab: sessionStorage.getItem('firstAccessData'),
      local: localStorage.getItem('firstAccessData'),
    }));
    expect(JSON.parse(kept.tab ?? 'null')).toMatchObject({
      email: NOVA,
      dataDeNascimento: '1992-03-15',
    });
    expect(kept.local).toBeNull();
    await expectNoA11yViolations(page);
    await enterCode(page, code);

    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    // Nome and matrícula come from the look-up; the e-mail is read-only.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Natália Oliveira Ramos');
    await expect(page.getByLabel('Matrícula')).toHaveValue('100833');
    await expect(page.getByLabel('E-mail')).toHaveValue(NOVA);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    for (const tip of [
      'Fundo branco',
      'Boa qualidade e nitidez',
      'Boa iluminação',
      'De frente e sem óculos de sol',
    ]) {
      await expect(page.getByText(tip, { exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);

    await page.getByLabel('Senha', { exact: true }).fill(NOVA_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
    await consentBox(page).check();
    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();

    // Hold the upload's PUT at the storage so the progress can be seen, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${origin}/uploads/**`, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await held;
      return route.continue();
    });
    const upload = page.waitForRequest(isUpload);
    const register = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/participante'),
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const put = await upload;
    // Drawn again from its pixels: a JPEG, whatever it was.
    expect(put.headers()['content-type']).toBe('image/jpeg');
    expect(put.headers()['authorization']).toBeUndefined();
    await expect(page.getByText(/^Enviando foto… \d{1,3}%$/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Enviando foto/ })).toBeVisible();
    release();

    const body = (await register).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      email: NOVA,
      nome: 'Natália Oliveira Ramos',
      matricula: '100833',
      password: NOVA_PASSWORD,
      confirmPassword: NOVA_PASSWORD,
      twoFactorAuthenticationCode: code,
    });
    expect(body.imagemUploadedUrl).toBe(put.url().split('?')[0]);
    const uploaded = await page.request.get(body.imagemUploadedUrl!);
    expect(uploaded.ok()).toBe(true);
    expect(await sharp(await uploaded.body()).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1,
      height: 1,
    });

    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    const shownAt = Date.now();
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    // The spec's 5 s, then the login panel with the e-mail filled in.
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_000);
    await expect(page.getByLabel('E-mail')).toHaveValue(NOVA);

    await page.getByLabel('Senha', { exact: true }).fill(NOVA_PASSWORD);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/two-factor-authentication-code') && r.ok(),
    );
    await page.getByRole('button', { name: 'Entrar' }).click();
    await sent;
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    await enterCode(page, await latestCode(page.request, NOVA, 'login', origin));
    await expect(page).toHaveURL(`${origin}/home`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
      }),
    ).toBeVisible();
  });

  test('a wrong code: Inserir novamente, the right code, and the form is still as typed', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const uploads: Request[] = [];
    page.on('request', (r) => {
      if (isUpload(r)) uploads.push(r);
    });
    const code = await firstAccessToCode(page, origin);
    await enterCode(page, otherCode(code));

    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    const nome = page.getByLabel('Nome', { exact: true });
    await expect(nome).toHaveValue('Natália Oliveira Ramos');
    await nome.fill('Natália O. Ramos');
    await page.getByLabel('Matrícula').fill('100834');
    await page.getByLabel('Senha', { exact: true }).fill(NOVA_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
    await consentBox(page).check();

    // No photo yet: the spec's message, nothing sent.
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(
      page.getByText('Por favor, selecione a sua foto para criação do avatar.'),
    ).toBeVisible();
    expect(uploads).toHaveLength(0);

    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: INVALID_CODE_MESSAGE });
    await expect(alert).toBeVisible();
    const again = alert.getByRole('button', { name: 'Inserir novamente' });
    await expect(again).toBeVisible();
    // The upload is over: no status left; only a new code helps, so Cadastrar is disabled.
    await expect(page.getByText(/Enviando foto|Preparando foto/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();
    await expectNoA11yViolations(page);

    await again.click();
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    await enterCode(page, code);

    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    await expect(nome).toHaveValue('Natália O. Ramos');
    await expect(page.getByLabel('Matrícula')).toHaveValue('100834');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(NOVA_PASSWORD);
    await expect(page.getByLabel('Confirmar senha')).toHaveValue(NOVA_PASSWORD);
    await expect(consentBox(page)).toBeChecked();
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await expect(alert).toHaveCount(0);

    const register = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/participante'),
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    expect((await register).postDataJSON()).toMatchObject({
      nome: 'Natália O. Ramos',
      matricula: '100834',
      twoFactorAuthenticationCode: code,
    });
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    // The photo went up once: the retry reused it.
    expect(uploads).toHaveLength(1);
  });

  test('only photos: an SVG and a renamed text file are refused beside the picker, unsent', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const presigns: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presigned-url') || isUpload(r)) presigns.push(r);
    });
    await filledRegistration(page, origin);

    const picker = page.getByLabel('Selecionar foto');
    for (const file of [
      {
        name: 'foto.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>localStorage.accessToken</script></svg>',
        ),
      },
      { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('isto não é uma foto\n') },
    ]) {
      await picker.setInputFiles(file);
      await expect(picker).toHaveAccessibleDescription(PHOTO_REFUSED);
      await expect(page.getByText(PHOTO_REFUSED)).toBeVisible();
      await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toHaveCount(0);
      // Cadastrar with the refused file: the refusal stays, nothing is sent.
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await expect(page.getByText(PHOTO_REFUSED)).toBeVisible();
    }
    expect(presigns).toHaveLength(0);

    // A real PNG named and typed as a text file is taken by its content: its pixels go up.
    await picker.setInputFiles({ ...ONE_PIXEL_PNG, name: 'foto.txt', mimeType: 'text/plain' });
    await expect(page.getByText(PHOTO_REFUSED)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    const upload = page.waitForRequest(isUpload);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const put = await upload;
    expect(put.headers()['content-type']).toBe('image/jpeg');
    expect(new URL(put.url()).pathname).toMatch(/\.jpg$/);
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
  });
});

const isRegister = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/participante');

/** The bytes the storage received for the photo the registration `request` names. */
async function storedUpload(server: MockServer, request: Promise<Request>) {
  const body = (await request).postDataJSON() as { imagemUploadedUrl: string };
  const stored = server.mock.store.uploads.get(body.imagemUploadedUrl.split('/').pop()!);
  return {
    name: body.imagemUploadedUrl,
    contentType: stored?.contentType,
    bytes: Buffer.from(stored!.bytes!),
  };
}

test.describe('the registration photo on a phone (fresh mock API)', () => {
  test('a 12 MP camera JPEG, turned by EXIF, arrives upright, ≤ 1600 px and ≤ 600 kB', async ({
    page,
    freshServer,
  }) => {
    test.setTimeout(120_000);
    const origin = freshServer.url;
    const camera = await cameraPhoto();
    await filledRegistration(page, origin);
    await page
      .getByLabel('Selecionar foto')
      .setInputFiles({ name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer: camera });
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();

    // The presign waits until "Preparando foto…" was seen: it shows until the sending begins.
    let release: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${origin}/api/presigned-url`, async (route) => {
      await seen;
      return route.fallback();
    });
    const presign = page.waitForRequest((r) => r.url().endsWith('/api/presigned-url'));
    const upload = page.waitForRequest(isUpload);
    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Preparando foto…')).toBeVisible();
    release();

    expect((await presign).postDataJSON()).toMatchObject({
      contentType: 'image/jpeg',
      extensao: 'jpg',
    });
    expect((await upload).headers()['content-type']).toBe('image/jpeg');
    // What the storage received, read back from the mock.
    const { contentType, bytes: sent } = await storedUpload(freshServer, register);
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    // Once over, the upload's status is gone.
    await expect(page.getByText(/Enviando foto|Preparando foto/)).toHaveCount(0);

    expect(contentType).toBe('image/jpeg');
    await expectPreparedCameraPhoto(sent);
    expect(sent.byteLength * 10).toBeLessThan(camera.byteLength);
    const meta = await sharp(sent).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(MAX_PHOTO_SIDE);
    const edge = Math.floor((MARKER * 1600) / CAMERA.width / 2);
    expect(isRed(await pixelAt(sent, edge, edge))).toBe(false);
    expect(isRed(await pixelAt(sent, 1200 - edge, 1600 - edge))).toBe(false);
  });

  test('a camera JPEG over 15 MB is taken: the limit is on what is sent, ≤ 600 kB', async ({
    page,
    freshServer,
  }) => {
    test.setTimeout(120_000);
    const heavy = paddedJpeg(await cameraPhoto(), MAX_PHOTO_BYTES + 1024 * 1024);
    expect(heavy.byteLength).toBeGreaterThan(MAX_PHOTO_BYTES);
    await filledRegistration(page, freshServer.url);
    await page
      .getByLabel('Selecionar foto')
      .setInputFiles({ name: 'IMG_48MP.jpg', mimeType: 'image/jpeg', buffer: heavy });
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const { bytes } = await storedUpload(freshServer, register);
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    await expectPreparedCameraPhoto(bytes);
  });

  for (const format of ['png', 'webp'] as const) {
    test(`a small ${format.toUpperCase()} with EXIF orientation 6 arrives upright, as a JPEG`, async ({
      page,
      freshServer,
    }) => {
      const turned = await smallTurnedPhoto(format);
      await filledRegistration(page, freshServer.url);
      await page
        .getByLabel('Selecionar foto')
        .setInputFiles({ name: `foto.${format}`, mimeType: `image/${format}`, buffer: turned });
      const register = page.waitForRequest(isRegister);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      const { name, bytes: sent } = await storedUpload(freshServer, register);
      expect(name).toMatch(/\.jpg$/);
      const { width, height, marker } = SMALL_TURNED;
      const meta = await sharp(sent).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: height, height: width });
      expect(meta.orientation ?? 1).toBe(1);
      // The stored top-left marker, turned 90° clockwise, is in the top-right corner.
      const mid = marker / 2;
      expect(isRed(await pixelAt(sent, height - mid, mid))).toBe(true);
      expect(isRed(await pixelAt(sent, mid, mid))).toBe(false);
      expect(isRed(await pixelAt(sent, height - mid, width - mid))).toBe(false);
    });
  }

  for (const format of ['jpeg', 'png', 'webp'] as const) {
    test(`a small upright ${format.toUpperCase()} that says where it was taken arrives as pixels only`, async ({
      page,
      freshServer,
    }) => {
      const photo = await photoWithLocation(format);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      await filledRegistration(page, freshServer.url);
      await page.getByLabel('Selecionar foto').setInputFiles({
        name: `IMG_0042.${format === 'jpeg' ? 'jpg' : format}`,
        mimeType: `image/${format}`,
        buffer: photo,
      });
      const register = page.waitForRequest(isRegister);
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      const { bytes: stored } = await storedUpload(freshServer, register);
      await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
      expect(await sharp(stored).metadata()).toMatchObject({
        format: 'jpeg',
        width: 120,
        height: 90,
      });
      await expectPixelsOnly(stored);
      for (const trace of [LOCATION.make, 'GPS', 'adobe:ns:meta', 'Exif\0']) {
        expect(stored.includes(trace), trace).toBe(false);
      }
    });
  }

  for (const format of ['webp', 'png', 'jpeg'] as const) {
    test(`the preview of a ${format.toUpperCase()} with EXIF orientation 6 is upright`, async ({
      page,
      freshServer,
    }) => {
      await filledRegistration(page, freshServer.url);
      await page.getByLabel('Selecionar foto').setInputFiles({
        name: `foto.${format === 'jpeg' ? 'jpg' : format}`,
        mimeType: `image/${format}`,
        buffer: await smallTurnedPhoto(format, SQUARE_TURNED),
      });
      const preview = page.getByRole('img', { name: 'Pré-visualização da sua foto' });
      await expect
        .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(SQUARE_TURNED.width);
      // The stored top-left quarter is red: turned 90° clockwise, it is the top-right one.
      const shot = await preview.screenshot();
      const { width = 0, height = 0 } = await sharp(shot).metadata();
      const at = (x: number, y: number) =>
        pixelAt(shot, Math.round(width * x), Math.round(height * y));
      expect(isRed(await at(0.7, 0.3))).toBe(true);
      expect(isRed(await at(0.3, 0.3))).toBe(false);
      expect(isRed(await at(0.7, 0.7))).toBe(false);
    });
  }

  test('a tiny PNG declaring 20000×20000 pixels is refused beside the picker, unsent', async ({
    page,
    freshServer,
  }) => {
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presigned-url') || isUpload(r)) sent.push(r);
    });
    await filledRegistration(page, freshServer.url);
    const picker = page.getByLabel('Selecionar foto');
    // Its header is all the check reads: nothing is decoded.
    const ihdr = Buffer.alloc(25);
    ihdr.writeUInt32BE(13, 0);
    ihdr.write('IHDR', 4, 'ascii');
    ihdr.writeUInt32BE(20000, 8);
    ihdr.writeUInt32BE(20000, 12);
    ihdr.set([8, 2, 0, 0, 0], 16);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await picker.setInputFiles({
      name: 'mancha.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([signature, ihdr]),
    });
    await expect(picker).toHaveAccessibleDescription(PHOTO_TOO_MANY_PIXELS);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(PHOTO_TOO_MANY_PIXELS)).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('without OffscreenCanvas the page’s own canvas prepares it the same way', async ({
    page,
    freshServer,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      Reflect.deleteProperty(globalThis, 'OffscreenCanvas');
    });
    const camera = await cameraPhoto();
    await filledRegistration(page, freshServer.url);
    await page
      .getByLabel('Selecionar foto')
      .setInputFiles({ name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer: camera });
    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const { bytes: sent } = await storedUpload(freshServer, register);
    await expectPreparedCameraPhoto(sent);
  });

  test('Cancelar while the photo is prepared: nothing sent, nothing lost, Cadastrar again', async ({
    page,
    freshServer,
  }) => {
    test.setTimeout(120_000);
    const camera = await cameraPhoto();
    await filledRegistration(page, freshServer.url);
    await page
      .getByLabel('Selecionar foto')
      .setInputFiles({ name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer: camera });
    const puts: Request[] = [];
    page.on('request', (r) => {
      if (isUpload(r)) puts.push(r);
    });
    // Were the preparation over before the click, the presign would wait here: still no PUT.
    await page.route(`${freshServer.url}/api/presigned-url`, () => {});
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Preparando foto…')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await expect(page.getByText('Preparando foto…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(NOVA_PASSWORD);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await register;
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    expect(puts).toHaveLength(1);
  });

  test('a photo gone from the phone before Cadastrar is asked for again; nothing typed is lost', async ({
    page,
    freshServer,
  }) => {
    // Deleted from the gallery, or a cloud photo no longer at hand: the picked file cannot be read.
    const folder = mkdtempSync(path.join(tmpdir(), 'jornada-photo-'));
    const photo = path.join(folder, ONE_PIXEL_PNG.name);
    writeFileSync(photo, ONE_PIXEL_PNG.buffer);
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presigned-url') || isUpload(r) || isRegister(r)) sent.push(r);
    });
    await filledRegistration(page, freshServer.url);
    const picker = page.getByLabel('Selecionar foto');
    await picker.setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    rmSync(folder, { recursive: true, force: true });

    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(picker).toHaveAccessibleDescription(PHOTO_REFUSED);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(NOVA_PASSWORD);
    await expect(consentBox(page)).toBeChecked();
    expect(sent).toHaveLength(0);

    await picker.setInputFiles(ONE_PIXEL_PNG);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
  });

  test('the tap on Cadastrar builds no CSS: the upload status it shows is ready', async ({
    page,
    freshServer,
  }) => {
    await filledRegistration(page, freshServer.url);
    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    // The rules of the page's style sheets before the tap, and when the tap's frame is drawn:
    // each rule styled-components builds there is work a cheap phone does before it answers.
    const rulesAtTap = page.evaluate(
      () =>
        new Promise<[number, number]>((resolve) => {
          const count = () =>
            Array.from(document.styleSheets).reduce((n, sheet) => n + sheet.cssRules.length, 0);
          const before = count();
          const atFrame = () => requestAnimationFrame(() => resolve([before, count()]));
          document.addEventListener('click', atFrame, { once: true, capture: true });
        }),
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const [before, atFrame] = await rulesAtTap;
    expect(atFrame).toBe(before);
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
  });

  test('a GIF the browser decodes is not refused: it goes up converted to JPEG', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    await filledRegistration(page, origin);
    const gif = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3366cc' },
    })
      .gif()
      .toBuffer();
    await page
      .getByLabel('Selecionar foto')
      .setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: gif });
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await expect(page.getByText(PHOTO_REFUSED)).toHaveCount(0);
    const upload = page.waitForRequest(isUpload);
    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    expect((await upload).headers()['content-type']).toBe('image/jpeg');
    const { name, bytes } = await storedUpload(freshServer, register);
    expect(name).toMatch(/\.jpg$/);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 48,
    });
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
  });

  test('a PUT the storage never answers ends in Tentar novamente; the retry registers', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    await page.clock.install();
    const code = await filledRegistration(page, origin);
    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    const presigns: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/presigned-url')) presigns.push(r);
    });

    freshServer.mock.controls.holdUploads();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect.poll(() => freshServer.mock.controls.heldUploads()).toBe(1);
    await expect(page.getByText(/^Enviando foto… \d{1,3}%$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastrar' })).toBeDisabled();

    await page.clock.fastForward(UPLOAD_STALL_MS);
    const alert = page.getByRole('alert').filter({ hasText: PHOTO_UPLOAD_FAILED });
    await expect(alert).toBeVisible();
    await expect(page.getByText(/Enviando foto/)).toHaveCount(0);
    // Nothing typed and not the photo is lost.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Natália Oliveira Ramos');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(NOVA_PASSWORD);
    await expect(consentBox(page)).toBeChecked();
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await expectNoA11yViolations(page);

    freshServer.mock.controls.releaseUploads();
    const register = page.waitForRequest(isRegister);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    const body = (await register).postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ email: NOVA, twoFactorAuthenticationCode: code });
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    // The retry asked a new presigned URL, and its photo is the one registered.
    expect(presigns).toHaveLength(2);
    const stored = freshServer.mock.store.uploads.get(body.imagemUploadedUrl!.split('/').pop()!);
    expect(await sharp(Buffer.from(stored!.bytes!)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1,
      height: 1,
    });
  });
});
