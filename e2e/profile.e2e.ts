import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { expectNoA11yViolations } from './axe';
import { expectLargestImageIsPriority } from './priorityImage';
import { logIn } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { ROUTES } from './routeUrls';
import { isCall, routeOf } from './apiUrls';

/** What a click on `link` saves: its suggested name and its bytes. */
async function downloadOf(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const event: Promise<Download> = page.waitForEvent('download');
  await link.click();
  const download = await event;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test.describe('Meu perfil', () => {
  test('shows the avatar, the unit artwork with downloads and the read-only fields', async ({
    page,
  }) => {
    await logIn(page, 'ana@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    await expect(page).toHaveTitle('Meu perfil · Jornada');
    await expect(page.getByRole('img', { name: 'Nave da UN SUDESTE/SUL' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Escudo da UN SUDESTE/SUL' })).toBeVisible();
    // Ship and shield are the page's largest images (the ship on a phone, the shield beside it
    // on a wider screen): both load eagerly with high priority.
    for (const name of ['Nave da UN SUDESTE/SUL', 'Escudo da UN SUDESTE/SUL']) {
      await expect(page.getByRole('img', { name })).toHaveAttribute('fetchpriority', 'high');
    }
    await expectLargestImageIsPriority(page);
    // One 'Meu perfil' heading, the page's h1; the form is named by it.
    await expect(page.getByRole('heading', { name: 'Meu perfil', exact: true })).toHaveCount(1);
    await expect(page.getByRole('form', { name: 'Meu perfil' })).toBeVisible();
    // The unit's two images (the avatar options below have their own Download links).
    const downloads = page
      .getByRole('region', { name: 'Sua unidade' })
      .getByRole('link', { name: 'Download' });
    await expect(downloads).toHaveCount(2);
    await expect(downloads.first()).toHaveAttribute('download', 'nave-un-sudeste-sul.png');
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('12/06/1988');
    await expect(page.getByLabel('Data de nascimento')).toHaveAttribute('readonly', '');
    await expectNoA11yViolations(page);
  });

  test('downloads the unit ship and shield as PNG files named after the unit', async ({ page }) => {
    await logIn(page, 'bruno@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const unit = page.getByRole('region', { name: 'Sua unidade' });
    for (const [caption, fileName] of [
      ['Nave da UN CN', 'nave-un-cn.png'],
      ['Escudo da UN CN', 'escudo-un-cn.png'],
    ] as const) {
      const link = unit
        .getByRole('figure', { name: caption })
        .getByRole('link', { name: 'Download' });
      const { name, bytes } = await downloadOf(page, link);
      expect(name).toBe(fileName);
      // A PNG a phone's gallery can keep: the signature, then the header chunk.
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), `${fileName} is a PNG`).toBe(true);
      expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
      // Drawn large enough for a phone screen (1024 px on the long side).
      expect(Math.max(bytes.readUInt32BE(16), bytes.readUInt32BE(20))).toBe(1024);
    }
    // The page itself keeps showing the SVG artwork.
    await expect(page.getByRole('img', { name: 'Nave da UN CN' })).toHaveAttribute(
      'src',
      /\/assets\/nave-un-cn-[\w-]+\.svg$/,
    );
  });

  test('an avatar download is the file the API serves', async ({ page }) => {
    await logIn(page, 'ana@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const option = page.getByRole('img', { name: 'Opção 1 de avatar' });
    const link = page.locator(`a[aria-describedby="${await option.getAttribute('id')}"]`);
    await expect(link).toHaveAccessibleName('Download');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/avatars\/[\w-]+\.svg$/);
    const served = await (await page.request.get(href ?? '')).body();
    const { name, bytes } = await downloadOf(page, link);
    expect(name).toBe('avatar-opcao-1.svg');
    expect(bytes.equals(served)).toBe(true);
  });

  test('saves nome and matrícula with the avatar address as the API gave it', async ({ page }) => {
    await logIn(page, 'diego@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const nome = page.getByLabel('Nome', { exact: true });
    await expect(nome).not.toHaveValue('');
    const newName = `Diego Martins ${Date.now() % 100000}`;
    await nome.fill(newName);
    await page.getByLabel('Matrícula').fill('100720');
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && isCall(request.url(), 'participante'),
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({
      nome: newName,
      matricula: '100720',
      avatarUrl: 'https://storage.jornada.example/avatars/cadete-draco.svg',
    });
    await expect(page.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(newName);
    await expect(page.getByLabel('Matrícula')).toHaveValue('100720');
  });

  test('a failed save shows the server lines and keeps what was typed', async ({ page }) => {
    await logIn(page, 'bruno@jornada.demo');
    let failed = false;
    await page.route(routeOf.participante, async (route) => {
      if (route.request().method() === 'PUT' && !failed) {
        failed = true;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify([
            { message: 'Serviço temporariamente indisponível.' },
            { message: 'Tente novamente em instantes.' },
          ]),
        });
        return;
      }
      await route.fallback();
    });
    await page.goto(ROUTES.meuPerfil.path);
    const nome = page.getByLabel('Nome', { exact: true });
    await expect(nome).not.toHaveValue('');
    await nome.fill('Bruno Digitado');
    await page.getByLabel('Matrícula').fill('999001');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Serviço temporariamente' });
    await expect(alert).toContainText('Tente novamente em instantes.');
    await expect(nome).toHaveValue('Bruno Digitado');
    await expect(page.getByLabel('Matrícula')).toHaveValue('999001');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();
    await expect(nome).toHaveValue('Bruno Digitado');
  });
});
