import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findEngines } from '../../scripts/engines.mjs';
import { SUCCESS_TEXT } from '../../packages/api/src/messages';
import { CONSENT_TEXT } from '../../packages/ui/src/copy';
import type { MockServer } from '../../packages/api/src/mock/server';
import { NOVA, NOVA_PASSWORD } from '../firstAccess';
import { expect, latestCode, test } from '../mockServer';
import { cameraPhoto, expectPreparedCameraPhoto } from '../photoFixture';
import { BROWSERS } from './browsers';
import type { Browsing } from './browsing';

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

/** The camera photo as a file on disk, as a phone's picker gives it, for the whole `journey`. */
async function withCameraPhoto(journey: (file: string) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'jornada-engines-'));
  const file = path.join(folder, 'IMG_20260301_101500.jpg');
  writeFileSync(file, await cameraPhoto());
  try {
    await journey(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function firstAccessWithPhoto(
  b: Browsing,
  origin: string,
  code: () => Promise<string>,
  photo: string,
) {
  await b.open(`${origin}${FIRST_ACCESS}`);
  await b.heading('Primeiro acesso');
  await b.type('E-mail', NOVA);
  await b.type('Data de nascimento', '15031992');
  await b.press('Continuar');
  await b.heading('Código de verificação');
  await b.type('Código', await code());
  await b.press('Confirmar');
  await b.heading('Cadastro');
  await b.type('Senha', NOVA_PASSWORD);
  await b.type('Confirmar senha', NOVA_PASSWORD);
  await b.check(CONSENT_TEXT);
  await b.attach('Selecionar foto', photo);
  await expect.poll(() => b.shows(PREVIEW), { timeout: 60_000 }).toBe(true);
  await b.press('Cadastrar');
  await expect.poll(() => b.shows(SUCCESS_TEXT.register), { timeout: 120_000 }).toBe(true);
}

for (const { engine, browse } of BROWSERS)
  test(`${engine}: a first access with a 12 MP photo`, async ({ freshServer, request }) => {
    const origin = freshServer.url;
    const code = () => latestCode(request, NOVA, 'primeiro acesso', origin);
    await withCameraPhoto((photo) => browse((b) => firstAccessWithPhoto(b, origin, code, photo)));
    await expectPreparedCameraPhoto(storedPhoto(freshServer, engine));
  });
