import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expectLivePage } from './livePage';
import { codesSent, expect, latestCode, test, type CodePurpose } from './mockServer';
import { DEMO_PASSWORD } from './session';
import { GENERIC_ERROR, SUCCESS_TEXT } from '../packages/api/src/messages';
import { PENDING_ACCESS_TTL_MS } from '../packages/api/src/pendingAccess';
import { CONTACT_TITLE } from '../packages/ui/src/copy';
import { at, ROUTES } from './routeUrls';
import { isCall, routeOf } from './apiUrls';
import { NOVA, ONE_PIXEL_PNG, consentBox, panelHeading } from './firstAccess';

// On a participant's phone the service worker answers a reload: these reloads go through it.
test.use({ serviceWorkers: 'allow' });

const isCodeRequest = (url: string) => isCall(url, 'twoFactorCode');

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
}

const codePanelFor = async (page: Page, email: string) => {
  await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
  await expect(page.getByText(`Digite o código de 6 dígitos enviado para ${email}.`)).toBeVisible();
};

/**
 * Taps `button`; once its code request is answered, the code e-mailed to `email`, without waiting
 * for the code panel.
 */
async function codeAfter(
  page: Page,
  button: string,
  email: string,
  purpose: CodePurpose,
  origin = '',
) {
  const call = purpose === 'recuperação de senha' ? 'forgotPassword' : 'twoFactorCode';
  const sent = page.waitForResponse((r) => isCall(r.url(), call) && r.ok());
  await page.getByRole('button', { name: button }).click();
  await sent;
  return latestCode(page.request, email, purpose, origin);
}

/** Submits the login panel and waits for the code panel: the code e-mailed. */
async function submitLoginForCode(page: Page, email: string, origin = '') {
  const code = await codeAfter(page, 'Entrar', email, 'login', origin);
  await codePanelFor(page, email);
  return code;
}

/** Everything in the page's localStorage and sessionStorage. */
const storedItems = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    tab: Object.fromEntries(Object.entries(sessionStorage)),
  }));

/** Reloads, and counts the code requests the page sends meanwhile (there should be none). */
async function reloadCountingCodeRequests(page: Page): Promise<() => number> {
  let requested = 0;
  page.on('request', (request) => {
    if (isCodeRequest(request.url())) requested += 1;
  });
  await page.reload();
  return () => requested;
}

test.describe('access panel (/pre-login)', () => {
  test('opens on the login panel, its title the h1, with the privacy popup', async ({ page }) => {
    await page.goto(ROUTES.preLogin.path);
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
    await expect(page).toHaveURL(at(ROUTES.faleConosco.path));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: CONTACT_TITLE,
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
      await page.goto(`${ROUTES.preLogin.path}?painel=${painel}`);
      await expect(panelHeading(page, title)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (painel === 'sucesso') {
        await expect(page.getByRole('link', { name: 'Sim, cadastrar produto' })).toHaveAttribute(
          'href',
          ROUTES.cadastrarProduto.path,
        );
        await page.getByRole('link', { name: 'Ainda não' }).click();
        await expect(page).toHaveURL(at(ROUTES.landing.path));
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
    await page.goto(`${ROUTES.preLogin.path}?painel=primeiro-acesso`);
    await expect(panelHeading(page, 'Primeiro acesso')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
    await expect(page.getByText('Informe a sua data de nascimento.')).toBeVisible();

    await page.getByLabel('E-mail').fill('ana@jornada.demo');
    const birth = page.getByLabel('Data de nascimento');
    await expect(birth).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await birth.pressSequentially('12061988');
    await expect(birth).toHaveValue('12/06/1988');
    const lookUp = page.waitForRequest((r) => isCall(r.url(), 'getByEmail'));
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
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    const code = await submitLoginForCode(page, 'ana@jornada.demo');
    await expectNoA11yViolations(page);
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await expect(page).toHaveURL(at(ROUTES.home.path));
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
      mfa: localStorage.getItem('MFAToken') ?? sessionStorage.getItem('MFAToken'),
      accessData: sessionStorage.getItem('accessData'),
    }));
    expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
    expect(stored.refreshToken).toBeTruthy();
    expect(stored.userData?.email).toBe('ana@jornada.demo');
    // The code is used and the login done: neither is kept.
    expect(stored.mfa).toBeNull();
    expect(stored.accessData).toBeNull();

    // Logged in: the access panel is no longer reachable.
    await page.goto(ROUTES.preLogin.path);
    await expect(page).toHaveURL(at(ROUTES.home.path));
  });

  test('a code typed the moment its panel shows is kept whole', async ({ page }) => {
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    const code = await codeAfter(page, 'Entrar', 'ana@jornada.demo', 'login');
    // No wait for the panel to settle: the first key comes as soon as the field is there.
    await page.getByLabel('Código').pressSequentially(code);

    await expect(page.getByLabel('Código')).toHaveValue(code);
    await expect(page.getByLabel('Código')).toBeFocused();
  });

  test('on a slow phone, text typed the moment each panel shows is kept whole', async ({
    page,
    freshServer,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 375, 'a phone’s journey: run at 375 px only');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${freshServer.url}${ROUTES.preLogin.path}`);
    await expectLivePage(page);
    /** Waits only for the panel's field, then replaces its text key by key. */
    const typeAsItShows = async (heading: string, label: string, text: string) => {
      await panelHeading(page, heading).waitFor({ state: 'attached' });
      const field = page.getByLabel(label, { exact: true });
      await field.press('ControlOrMeta+a');
      await field.pressSequentially(text);
      await expect(field).toHaveValue(text);
      await expect(field).toBeFocused();
    };
    await page.getByRole('button', { name: 'Efetuar cadastro' }).click();
    await typeAsItShows('Primeiro acesso', 'E-mail', NOVA);
    await page.getByLabel('Data de nascimento').pressSequentially('15031992');
    const firstCode = await codeAfter(page, 'Continuar', NOVA, 'primeiro acesso', freshServer.url);
    await typeAsItShows('Código de verificação', 'Código', firstCode);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await typeAsItShows('Cadastro', 'Nome', 'Nova Souza');
    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await typeAsItShows('Já possui perfil?', 'E-mail', 'ana@jornada.demo');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await typeAsItShows('Recupere seu acesso', 'E-mail', 'ana@jornada.demo');
    const recoveryCode = await codeAfter(
      page,
      'Enviar código',
      'ana@jornada.demo',
      'recuperação de senha',
      freshServer.url,
    );
    await typeAsItShows('Recupere seu acesso', 'Código', recoveryCode);
    await page.getByRole('button', { name: 'Validar código' }).click();
    await typeAsItShows('Recupere seu acesso', 'Nova senha', 'Ana@Nova2026');
  });

  test('a wrong password shows the server message and keeps the e-mail', async ({ page }) => {
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'bruno@jornada.demo', 'SenhaErrada@1');
    const code = await submitLoginForCode(page, 'bruno@jornada.demo');
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(at(ROUTES.preLogin.path));
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('bruno@jornada.demo');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a code typed while Reenviar código is on its way is kept and sent; the new one logs in', async ({
    page,
  }) => {
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    const first = await submitLoginForCode(page, 'ana@jornada.demo');
    // A slow link: the new code's request waits until the first code is typed.
    let answer = () => undefined as void;
    const held = new Promise<void>((done) => (answer = done));
    await page.route(routeOf.twoFactorCode, async (route) => {
      await held;
      await route.continue();
    });
    const resent = page.waitForResponse((r) => isCodeRequest(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Reenviar código' }).click();
    await expect(page.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await page.getByLabel('Código').pressSequentially(first);
    answer();
    await resent;

    // What was typed is what is sent: the server, not the form, says the first code is over.
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Código de autenticação inválido.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Código')).toHaveValue(first);
    const second = await latestCode(page.request, 'ana@jornada.demo', 'login');
    expect(second).not.toBe(first);
    await page.getByLabel('Código').fill('');
    await page.getByLabel('Código').pressSequentially(second);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(at(ROUTES.home.path));
  });

  test('while Entrar is on its way the fields are read-only; a failure gives them back as typed', async ({
    page,
  }) => {
    let fail = () => undefined as void;
    const held = new Promise<void>((done) => (fail = done));
    await page.route(routeOf.twoFactorCode, async (route) => {
      await held;
      await route.abort('failed');
    });
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    const email = page.getByLabel('E-mail');
    await expect(email).not.toBeEditable();
    await expect(page.getByLabel('Senha', { exact: true })).not.toBeEditable();
    await email.press('End');
    await email.pressSequentially('x');
    await expect(email).toHaveValue('ana@jornada.demo');

    fail();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toBeVisible();
    await expect(email).toBeEditable();
    await expect(email).toHaveValue('ana@jornada.demo');
    await email.pressSequentially('x');
    await expect(email).toHaveValue('ana@jornada.demox');
  });

  test('a network failure shows the generic message and keeps the form', async ({ page }) => {
    await page.route(routeOf.twoFactorCode, (route) => route.abort('failed'));
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'ana@jornada.demo', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toBeVisible();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await expectNoA11yViolations(page);

    // The connection is back: the same form goes on.
    await page.unroute(routeOf.twoFactorCode);
    const code = await submitLoginForCode(page, 'ana@jornada.demo');
    expect(code).toMatch(/^\d{6}$/);
  });
});

test.describe('a reload while a code is pending (fresh mock API)', () => {
  test('login: back on the code panel, no second e-mail; the code logs in, no password left', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const email = 'ana@jornada.demo';
    await page.goto(`${origin}${ROUTES.preLogin.path}`);
    await fillLogin(page, email, DEMO_PASSWORD);
    const code = await submitLoginForCode(page, email, origin);

    // What the code needs is kept in this tab only: the password never touches localStorage.
    let stored = await storedItems(page);
    expect(JSON.parse(stored.tab.accessData ?? 'null')).toMatchObject({
      email,
      password: DEMO_PASSWORD,
    });
    expect(JSON.stringify(stored.local)).not.toContain(DEMO_PASSWORD);

    const codeRequests = await reloadCountingCodeRequests(page);
    await codePanelFor(page, email);
    await expectNoA11yViolations(page);
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(`${origin}${ROUTES.home.path}`);

    expect(codeRequests()).toBe(0);
    expect(await codesSent(page.request, email, 'login', origin)).toHaveLength(1);
    stored = await storedItems(page);
    expect(stored.local.accessToken).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(DEMO_PASSWORD);
    for (const key of ['accessData', 'firstAccessData', 'MFAToken']) {
      expect(stored.tab[key]).toBeUndefined();
      expect(stored.local[key]).toBeUndefined();
    }
  });

  test('first access: a reload on the code panel, then on the registration panel, keeps the e-mail, nome and matrícula', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const email = 'nova@jornada.demo';
    await page.goto(`${origin}${ROUTES.preLogin.path}?painel=primeiro-acesso`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Data de nascimento').pressSequentially('15031992');
    const sent = page.waitForResponse((r) => isCodeRequest(r.url()) && r.ok());
    await page.getByRole('button', { name: 'Continuar' }).click();
    await sent;
    await codePanelFor(page, email);
    const code = await latestCode(page.request, email, 'primeiro acesso', origin);

    const onCodePanel = await reloadCountingCodeRequests(page);
    await codePanelFor(page, email);
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    const onRegistration = await reloadCountingCodeRequests(page);
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    // Looked up again: the tab keeps no personal data but the e-mail and the birth date.
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Natália Oliveira Ramos');
    await expect(page.getByLabel('Matrícula')).toHaveValue('100833');
    await expectNoA11yViolations(page);

    // The code typed before the reload registers the participant.
    await page.getByLabel('Senha', { exact: true }).fill('Natalia@2025');
    await page.getByLabel('Confirmar senha').fill('Natalia@2025');
    await consentBox(page).check();
    await page.getByLabel('Selecionar foto').setInputFiles(ONE_PIXEL_PNG);
    const register = page.waitForRequest(
      (r) => r.method() === 'POST' && isCall(r.url(), 'participante'),
    );
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    expect((await register).postDataJSON()).toMatchObject({
      email,
      twoFactorAuthenticationCode: code,
    });
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible();

    expect(onCodePanel() + onRegistration()).toBe(0);
    expect(await codesSent(page.request, email, 'primeiro acesso', origin)).toHaveLength(1);
    const { tab, local } = await storedItems(page);
    for (const key of ['accessData', 'firstAccessData', 'MFAToken']) {
      expect(tab[key]).toBeUndefined();
      expect(local[key]).toBeUndefined();
    }
  });

  test('a registration restored by a reload shows at once and has a way back to the login', async ({
    page,
    freshServer,
  }) => {
    const origin = freshServer.url;
    const email = 'nova@jornada.demo';
    // What the first paint shows of the prerendered login panel, before any script of the app.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const screen = document.querySelector('div[data-prerender]');
        sessionStorage.setItem(
          'e2e-prerendered-login-shown',
          String(!!screen && getComputedStyle(screen).display !== 'none'),
        );
      });
    });
    await page.goto(`${origin}${ROUTES.preLogin.path}?painel=primeiro-acesso`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Data de nascimento').pressSequentially('15031992');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await codePanelFor(page, email);
    await page
      .getByLabel('Código')
      .pressSequentially(await latestCode(page.request, email, 'primeiro acesso', origin));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();

    // Another visit of /pre-login in this tab (a reload, a link): the registration, never the
    // prerendered login panel first.
    await page.goto(`${origin}${ROUTES.preLogin.path}`);
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-prerendered-login-shown'))).toBe(
      'false',
    );
    await page.getByLabel('Nome', { exact: true }).fill('Outra pessoa');

    await page.getByRole('button', { name: 'Voltar para o login' }).click();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    const { tab } = await storedItems(page);
    for (const key of ['accessData', 'firstAccessData', 'MFAToken', 'draft:registration']) {
      expect(tab[key], key).toBeUndefined();
    }
    // The next visit is the login panel, prerendered as usual.
    await page.reload();
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-prerendered-login-shown'))).toBe(
      'true',
    );
  });

  test('the password leaves the tab after 15 minutes; a reload then opens an empty login', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'carla@jornada.demo', DEMO_PASSWORD);
    await submitLoginForCode(page, 'carla@jornada.demo');
    await page.clock.fastForward(PENDING_ACCESS_TTL_MS - 60_000);
    expect((await storedItems(page)).tab.accessData).toBeDefined();
    await page.clock.fastForward(60_000);
    expect((await storedItems(page)).tab.accessData).toBeUndefined();

    await page.reload();
    await expectLivePage(page);
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('');
  });

  test('an accessData kept 15 minutes ago is dropped when the page reads it', async ({ page }) => {
    await page.goto(ROUTES.preLogin.path);
    await page.evaluate(
      ([ttl, password]) =>
        sessionStorage.setItem(
          'accessData',
          JSON.stringify({ email: 'carla@jornada.demo', password, savedAt: Date.now() - ttl }),
        ),
      [PENDING_ACCESS_TTL_MS, DEMO_PASSWORD] as const,
    );
    await page.reload();
    await expectLivePage(page);
    await expect(panelHeading(page, 'Já possui perfil?')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('');
    expect((await storedItems(page)).tab.accessData).toBeUndefined();
  });

  test('leaving /pre-login from the code panel takes the password out of the tab', async ({
    page,
  }) => {
    await page.goto(ROUTES.preLogin.path);
    await fillLogin(page, 'carla@jornada.demo', DEMO_PASSWORD);
    await submitLoginForCode(page, 'carla@jornada.demo');
    expect((await storedItems(page)).tab.accessData).toBeDefined();
    await page.getByRole('link', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(at(ROUTES.landing.path));
    // The flow's unmount clean-up runs just after the URL changes.
    await expect
      .poll(async () => JSON.stringify(await storedItems(page)))
      .not.toContain(DEMO_PASSWORD);
  });
});
