import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { latestCode } from './mockServer';
import { DEMO_PASSWORD } from './session';
import { GENERIC_ERROR } from '../packages/api/src/messages';

const panelHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const isCodeRequest = (url: string) => url.endsWith('/api/auth/two-factor-authentication-code');

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
}

/** Submits the login panel and waits for the code panel (the code is in the outbox by then). */
async function submitLoginForCode(page: Page, email: string) {
  const sent = page.waitForResponse((r) => isCodeRequest(r.url()) && r.ok());
  await page.getByRole('button', { name: 'Entrar' }).click();
  await sent;
  await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
  await expect(page.getByText(`Digite o código de 6 dígitos enviado para ${email}.`)).toBeVisible();
  return latestCode(page.request, email, 'login');
}

test.describe('access panel (/pre-login)', () => {
  test('opens on the login panel, its title the h1, with the privacy popup', async ({ page }) => {
    await page.goto('/pre-login');
    await expect(page).toHaveTitle('Acesso · Jornada');
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Acessar minha conta' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    // Required fields, in pt-BR.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(page.getByText('Informe a sua senha.')).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Política de Privacidade' }).click();
    const dialog = page.getByRole('dialog', { name: 'Política de Privacidade' });
    await expect(dialog).toBeVisible();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Fale Conosco' }).click();
    await expect(page).toHaveURL(/\/fale-conosco$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Está com dúvidas? Fale conosco através do formulário abaixo',
      }),
    ).toBeVisible();
  });

  for (const [painel, title] of [
    ['primeiro-acesso', 'Primeiro acesso'],
    ['login', 'Já possui perfil?'],
    ['recuperar', 'Recupere seu acesso'],
    ['sucesso', 'Você já possui o produto?'],
    ['cadastro', 'Já possui perfil?'],
  ] as const) {
    test(`?painel=${painel} opens '${title}'`, async ({ page }) => {
      await page.goto(`/pre-login?painel=${painel}`);
      await expect(panelHeading(page, title)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (painel === 'sucesso') {
        await expect(page.getByRole('link', { name: 'Sim, cadastrar produto' })).toHaveAttribute(
          'href',
          '/cadastrar-produto',
        );
        await page.getByRole('link', { name: 'Ainda não' }).click();
        await expect(page).toHaveURL(/\/$/);
        return;
      }
      await expectNoA11yViolations(page);
    });
  }

  test('first access of a registered participant goes to the login panel', async ({ page }) => {
    let codeRequested = false;
    page.on('request', (request) => {
      if (isCodeRequest(request.url())) codeRequested = true;
    });
    await page.goto('/pre-login?painel=primeiro-acesso');
    await expect(panelHeading(page, 'Primeiro acesso')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(page.getByText('Informe a sua data de nascimento.')).toBeVisible();

    await page.getByLabel('E-mail').fill('ana@jornada.demo');
    const birth = page.getByLabel('Data de nascimento');
    await expect(birth).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await birth.pressSequentially('12061988');
    await expect(birth).toHaveValue('12/06/1988');
    const lookUp = page.waitForRequest((r) => r.url().endsWith('/api/participante/get-by-email'));
    await page.getByRole('button', { name: 'Continuar' }).click();
    expect((await lookUp).postDataJSON()).toEqual({
      email: 'ana@jornada.demo',
      dataDeNascimento: '1988-06-12',
    });
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    expect(codeRequested).toBe(false);
    await expectNoA11yViolations(page);
  });

  test('login with the e-mailed code lands on /home', async ({ page }) => {
    await page.goto('/pre-login');
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    const code = await submitLoginForCode(page, 'ana@jornada.demo');
    await expectNoA11yViolations(page);
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
    const stored = await page.evaluate(() => ({
      accessToken: localStorage.getItem('accessToken'),
      refreshToken: localStorage.getItem('refreshToken'),
      userData: JSON.parse(localStorage.getItem('userData') ?? 'null') as { email?: string },
      mfa: localStorage.getItem('MFAToken'),
    }));
    expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.userData?.email).toBe('ana@jornada.demo');
    expect(stored.mfa).toBe(code);

    // Logged in: the access panel is no longer reachable.
    await page.goto('/pre-login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a wrong password shows the server message and keeps the e-mail', async ({ page }) => {
    await page.goto('/pre-login');
    await fillLogin(page, 'bruno@jornada.demo', 'SenhaErrada@1');
    const code = await submitLoginForCode(page, 'bruno@jornada.demo');
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pre-login$/);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('bruno@jornada.demo');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a network failure shows the generic message and keeps the form', async ({ page }) => {
    await page.route('**/api/auth/two-factor-authentication-code', (route) =>
      route.abort('failed'),
    );
    await page.goto('/pre-login');
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toBeVisible();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await expectNoA11yViolations(page);

    // The connection is back: the same form goes on.
    await page.unroute('**/api/auth/two-factor-authentication-code');
    const code = await submitLoginForCode(page, 'ana@jornada.demo');
    expect(code).toMatch(/^\d{6}$/);
  });
});
