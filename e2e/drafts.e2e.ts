import type { Page } from '@playwright/test';
import { expect, latestCode, test } from './mockServer';
import { ROUTES } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expiredToken, loginTokens, logIn } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { DRAFT_KEY_PREFIX } from '../packages/api/src/storageKeys';
import {
  NOVA,
  NOVA_PASSWORD,
  ONE_PIXEL_PNG,
  enterCode,
  firstAccessToCode,
  panelHeading,
  consentBox,
} from './firstAccess';

// On a participant's phone the service worker answers a reload: these reloads go through it.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue #16, point 2, for the profile: what is typed on /meu-perfil is a draft of this
 * participant's, in this tab. It survives a reload and an expired session (back after the same
 * participant logs in again); "Sair" clears it; nobody else sees it.
 */

const DRAFT_NAME = 'Ana Paula Souza (rascunho)';

const nome = (page: Page) => page.getByRole('textbox', { name: /Nome/ });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Rascunho restaurado.' });

async function openProfile(page: Page) {
  await page.goto(ROUTES.meuPerfil.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(nome(page)).not.toHaveValue('');
}

/** Logs this tab in again as `email`, as the login flow would store it. */
async function logInAgain(page: Page, email: string) {
  const tokens = await loginTokens(page.request, email);
  await page.evaluate(({ accessToken, refreshToken }) => {
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
}

/** The session ends while editing: the next call's refresh is refused, and the tab logs out. */
async function expireSessionOnSave(page: Page) {
  await page.evaluate((token) => {
    localStorage.setItem('accessToken', token);
    localStorage.setItem('refreshToken', 'f'.repeat(64));
  }, expiredToken());
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.landing.path}$`));
}

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu do perfil' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
}

test.describe('profile draft', () => {
  test('survives a reload, with the note; Descartar brings back the saved profile', async ({
    page,
  }) => {
    await logIn(page, 'ana@jornada.demo');
    await openProfile(page);
    const saved = await nome(page).inputValue();
    await expect(notice(page)).toHaveCount(0);

    await nome(page).fill(DRAFT_NAME);
    await page.reload();
    await expect(nome(page)).toHaveValue(DRAFT_NAME);
    await expect(notice(page)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Descartar' }).click();
    await expect(nome(page)).toHaveValue(saved);
    await expect(nome(page)).toBeFocused();
    await page.reload();
    await expect(nome(page)).toHaveValue(saved);
    await expect(notice(page)).toHaveCount(0);
  });

  test('an expired session keeps it for the same participant; "Sair" clears it', async ({
    page,
  }) => {
    await logIn(page, 'ana@jornada.demo');
    await openProfile(page);
    const saved = await nome(page).inputValue();
    await nome(page).fill(DRAFT_NAME);
    await expireSessionOnSave(page);

    await logInAgain(page, 'ana@jornada.demo');
    await openProfile(page);
    await expect(nome(page)).toHaveValue(DRAFT_NAME);
    await expect(notice(page)).toBeVisible();

    await sair(page);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(DRAFT_NAME);
    await logInAgain(page, 'ana@jornada.demo');
    await openProfile(page);
    await expect(nome(page)).toHaveValue(saved);
    await expect(notice(page)).toHaveCount(0);
  });

  test('after an expired session, the next participant in the tab never sees it', async ({
    page,
  }) => {
    await logIn(page, 'ana@jornada.demo');
    await openProfile(page);
    await nome(page).fill(DRAFT_NAME);
    await expireSessionOnSave(page);

    await logInAgain(page, 'bruno@jornada.demo');
    await openProfile(page);
    await expect(page.getByRole('textbox', { name: /E-mail/ })).toHaveValue('bruno@jornada.demo');
    await expect(nome(page)).not.toHaveValue(DRAFT_NAME);
    await expect(notice(page)).toHaveCount(0);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(DRAFT_NAME);
  });

  test('is gone once the profile is saved', async ({ page }) => {
    await logIn(page, 'diego@jornada.demo');
    await openProfile(page);
    const saved = await nome(page).inputValue();
    const save = async () => {
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();
    };
    await nome(page).fill(`${saved} Jr.`);
    // Written a moment after the last key (at once if the page goes).
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
      .toContain('draft:profile');
    await save();
    expect(await page.evaluate(() => Object.keys(sessionStorage))).not.toContain('draft:profile');
    await page.reload();
    await expect(nome(page)).toHaveValue(`${saved} Jr.`);
    await expect(notice(page)).toHaveCount(0);
    // Diego's name as the other specs know it.
    await nome(page).fill(saved);
    await save();
  });
});

test.describe('contact draft', () => {
  test('survives a reload, and is gone once the message is sent', async ({ page }) => {
    await page.goto(ROUTES.faleConosco.path);
    const field = (name: string) => page.getByRole('textbox', { name });
    await field('Nome').fill('Ana Paula Souza');
    await field('Mensagem').fill('Minha dúvida, escrita pela metade');
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(field('Nome')).toHaveValue('Ana Paula Souza');
    await expect(field('Mensagem')).toHaveValue('Minha dúvida, escrita pela metade');

    await field('Email').fill('ana@jornada.demo');
    await field('Celular').fill('11987654321');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.sendContact)).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await page.reload();
    await expect(field('Nome')).toHaveValue('');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a reload right after the last key keeps every key; so does a tab sent to the background', async ({
    page,
  }) => {
    await page.goto(ROUTES.faleConosco.path);
    const field = (name: string) => page.getByRole('textbox', { name });
    await field('Mensagem').pressSequentially('Escrita até a última tecla');
    await field('Celular').pressSequentially('11987654321');
    // No pause: the draft is written a moment after the last key, so the page going writes it.
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(field('Mensagem')).toHaveValue('Escrita até a última tecla');
    await expect(field('Celular')).toHaveValue('(11) 98765-4321');

    // A phone switching apps hides the tab, and may end it with no pagehide: written when hidden.
    await field('Nome').pressSequentially('Ana');
    const draft = await page.evaluate((key) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      return sessionStorage.getItem(key);
    }, `${DRAFT_KEY_PREFIX}contact`);
    expect(draft).toContain('"nome":"Ana"');
  });
});

// The pre-login forms: first access, registration (nome, matrícula) and the recovery's e-mail.
// Each journey sends a code: a fresh mock API, so the shared server's outbox stays as it was.

const CARLA = 'carla@jornada.demo';

/** Every draft this tab keeps, by key. */
const tabDrafts = (page: Page) =>
  page.evaluate(
    (prefix) =>
      Object.fromEntries(Object.entries(sessionStorage).filter(([key]) => key.startsWith(prefix))),
    DRAFT_KEY_PREFIX,
  );

async function discard(page: Page) {
  await page.getByRole('button', { name: 'Descartar' }).click();
  await expect(notice(page)).toHaveCount(0);
}

test.describe('pre-login drafts (fresh mock API)', () => {
  test('first access: survives a reload; Descartar empties it; gone once the code is sent', async ({
    page,
    freshServer,
  }) => {
    await page.goto(`${freshServer.url}/pre-login?painel=primeiro-acesso`);
    await expect(panelHeading(page, 'Primeiro acesso')).toBeVisible();
    const email = page.getByLabel('E-mail');
    const birthDate = page.getByLabel('Data de nascimento');
    await email.fill(NOVA);
    await birthDate.pressSequentially('15031992');
    await expect(notice(page)).toHaveCount(0);

    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(email).toHaveValue(NOVA);
    await expect(birthDate).toHaveValue('15/03/1992');
    await expectNoA11yViolations(page);
    await discard(page);
    await expect(email).toHaveValue('');
    await expect(birthDate).toHaveValue('');
    await expect(email).toBeFocused();
    await page.reload();
    await expect(email).toHaveValue('');
    await expect(notice(page)).toHaveCount(0);

    await email.fill(NOVA);
    await birthDate.pressSequentially('15031992');
    await expect
      .poll(async () => Object.keys(await tabDrafts(page)))
      .toEqual([`${DRAFT_KEY_PREFIX}firstAccess`]);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    expect(await tabDrafts(page)).toEqual({});
  });

  test('registration: nome and matrícula survive a reload, never the password; gone once registered', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const code = await firstAccessToCode(page, origin);
    await enterCode(page, code);
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();

    const nome = page.getByLabel('Nome', { exact: true });
    const matricula = page.getByLabel('Matrícula');
    const password = page.getByLabel('Senha', { exact: true });
    await expect(matricula).toHaveValue('100833');
    await nome.fill('Natália (rascunho)');
    await password.fill(NOVA_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
    await expect
      .poll(async () => JSON.stringify(await tabDrafts(page)))
      .toContain('Natália (rascunho)');
    const kept = JSON.stringify(await tabDrafts(page));
    expect(kept).not.toContain(NOVA_PASSWORD);
    expect(kept).not.toContain(code);

    await page.reload();
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await expect(nome).toHaveValue('Natália (rascunho)');
    await expect(matricula).toHaveValue('100833');
    await expect(password).toHaveValue('');
    await expectNoA11yViolations(page);
    await discard(page);
    await expect(nome).toHaveValue('');
    await expect(matricula).toHaveValue('');
    expect(await tabDrafts(page)).toEqual({});

    await nome.fill('Natália Oliveira Ramos');
    await matricula.fill('100833');
    await password.fill(NOVA_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
    await consentBox(page).check();
    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();
    expect(await tabDrafts(page)).toEqual({});
  });

  test('recovery e-mail: survives a reload; Descartar empties it; gone once the code is sent', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    await page.goto(`${origin}/pre-login?painel=recuperar`);
    await expect(panelHeading(page, 'Recupere seu acesso')).toBeVisible();
    const email = page.getByLabel('E-mail');
    await email.fill(CARLA);
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await expect(email).toHaveValue(CARLA);
    await discard(page);
    await expect(email).toHaveValue('');
    await page.reload();
    await expect(email).toHaveValue('');
    await expect(notice(page)).toHaveCount(0);

    await email.fill(CARLA);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const codeField = page.getByLabel('Código');
    await expect(codeField).toBeVisible();
    expect(await tabDrafts(page)).toEqual({});
    await codeField.pressSequentially(
      await latestCode(page.request, CARLA, 'recuperação de senha', origin),
    );
    expect(await tabDrafts(page)).toEqual({});
  });
});
