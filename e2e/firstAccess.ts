import type { Page } from '@playwright/test';
import { CONSENT_TEXT } from '../packages/ui/src/copy';
import { expect, latestCode } from './mockServer';

/** The seeded participant with no profile yet: her first access is 15/03/1992. */
export const NOVA = 'nova@jornada.demo';
export const NOVA_PASSWORD = 'Natalia@2025';

/** A real 1×1 PNG: the registration's photo. */
export const ONE_PIXEL_PNG = {
  name: 'minha-foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The heading of the /pre-login panel on screen. */
export const panelHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Nova's first access on `origin` up to the code panel; returns the e-mailed code. */
export async function firstAccessToCode(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/pre-login?painel=primeiro-acesso`);
  await expect(panelHeading(page, 'Primeiro acesso')).toBeVisible();
  await page.getByLabel('E-mail').fill(NOVA);
  await page.getByLabel('Data de nascimento').pressSequentially('15031992');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
  return latestCode(page.request, NOVA, 'primeiro acesso', origin);
}

/** Types `code` on the code panel and confirms it. */
export async function enterCode(page: Page, code: string) {
  const field = page.getByLabel('Código');
  await expect(field).toHaveValue('');
  await field.pressSequentially(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
}

/** The registration's consent checkbox. */
export const consentBox = (page: Page) => page.getByRole('checkbox', { name: CONSENT_TEXT });

/** Up to a registration form filled in but for the photo; returns the e-mailed code. */
export async function filledRegistration(page: Page, origin: string): Promise<string> {
  const code = await firstAccessToCode(page, origin);
  await enterCode(page, code);
  await expect(panelHeading(page, 'Cadastro')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill(NOVA_PASSWORD);
  await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
  await consentBox(page).check();
  return code;
}
