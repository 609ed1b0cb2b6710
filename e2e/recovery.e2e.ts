import { expectNoA11yViolations } from './axe';
import { expect, latestCode, otherCode, test } from './mockServer';
import { DEMO_PASSWORD } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { MAX_WRONG_TRIES } from '../packages/api/src/mock/createMockApi';
import { MOCK_MESSAGES } from '../packages/api/src/mock/messages';
import { ROUTES } from './routeUrls';
import { isCall } from './apiUrls';
import { panelHeading } from './firstAccess';

const EMAIL = 'carla@jornada.demo';
const NEW_PASSWORD = 'Carla@Nova2025';

test.describe('password recovery (fresh mock API)', () => {
  test('five wrong codes in a row lock the code: the API says so beside the field', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    await page.goto(`${origin}${ROUTES.preLogin.path}`);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(panelHeading(page, 'Recupere seu acesso')).toBeVisible();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const codeField = page.getByLabel('Código');
    await expect(codeField).toBeVisible();
    const code = await latestCode(page.request, EMAIL, 'recuperação de senha', origin);

    for (let tries = 1; tries <= MAX_WRONG_TRIES; tries += 1) {
      await codeField.fill(otherCode(code));
      const answer = page.waitForResponse((r) => isCall(r.url(), 'validateToken'));
      await page.getByRole('button', { name: 'Validar código' }).click();
      expect((await answer).status()).toBe(tries < MAX_WRONG_TRIES ? 400 : 429);
    }
    await expect(page.getByRole('alert')).toContainText(MOCK_MESSAGES.tooManyTries);
    // Even the right code is refused now; what was typed stays.
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Validar código' }).click();
    await expect(page.getByRole('alert')).toContainText(MOCK_MESSAGES.tooManyTries);
    await expect(codeField).toHaveValue(code);
  });

  test('four steps, then login with the new password', async ({ page, freshServer }) => {
    const origin = freshServer.url;
    await page.goto(`${origin}${ROUTES.preLogin.path}`);
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();

    // 1: e-mail.
    await expect(panelHeading(page, 'Recupere seu acesso')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
    await page.getByLabel('E-mail').fill(EMAIL);
    const sent = page.waitForResponse((r) => isCall(r.url(), 'forgotPassword'));
    await page.getByRole('button', { name: 'Enviar código' }).click();
    expect((await sent).ok()).toBe(true);

    // 2: the six-digit code (digits only); a wrong one is refused.
    const codeField = page.getByLabel('Código');
    await expect(codeField).toBeVisible();
    await expect(page.getByText(SUCCESS_TEXT.forgotPassword)).toBeVisible();
    await expectNoA11yViolations(page);
    const code = await latestCode(page.request, EMAIL, 'recuperação de senha', origin);
    await codeField.pressSequentially(`ab${otherCode(code)}99`);
    await expect(codeField).toHaveValue(otherCode(code));
    await page.getByRole('button', { name: 'Validar código' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(codeField).toBeVisible();
    await codeField.fill('');
    await codeField.pressSequentially(code);
    await page.getByRole('button', { name: 'Validar código' }).click();

    // 3: new password and its confirmation.
    const newPassword = page.getByLabel('Nova senha', { exact: true });
    await expect(newPassword).toBeVisible();
    await expect(page.getByText(SUCCESS_TEXT.validateToken)).toBeVisible();
    await newPassword.fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar nova senha').fill(NEW_PASSWORD);
    const update = page.waitForRequest((r) => isCall(r.url(), 'updatePassword'));
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    expect((await update).postDataJSON()).toEqual({
      email: EMAIL,
      token: code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });

    // 4: done.
    await expect(page.getByText(SUCCESS_TEXT.updatePassword)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Ir para o login' }).click();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();

    // The old password no longer works (checked against the API), the new one does.
    const oldCode = await page.request.post(`${origin}/api/auth/two-factor-authentication-code`, {
      data: { email: EMAIL },
    });
    expect(oldCode.ok()).toBe(true);
    const old = await page.request.post(`${origin}/api/auth`, {
      data: {
        email: EMAIL,
        password: DEMO_PASSWORD,
        twoFactorAuthenticationCode: await latestCode(page.request, EMAIL, 'login', origin),
      },
    });
    expect(old.status()).toBe(401);

    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    const codeSent = page.waitForResponse((r) => isCall(r.url(), 'twoFactorCode') && r.ok());
    await page.getByRole('button', { name: 'Entrar' }).click();
    await codeSent;
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    await page
      .getByLabel('Código')
      .pressSequentially(await latestCode(page.request, EMAIL, 'login', origin));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(`${origin}${ROUTES.home.path}`);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS',
      }),
    ).toBeVisible();
  });
});
