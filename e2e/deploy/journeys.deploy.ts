import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CAMPAIGN_NAMES } from '../../apps/portal/src/content/campaigns/list';
import { campaignUrl } from '../../apps/portal/src/routes/routeTable';
import { SUCCESS_TEXT } from '../../packages/api/src/messages';
import { STORAGE_POLICY } from '../../apps/portal/build/responseHeaders';
import { NOVA, NOVA_PASSWORD, consentBox, enterCode, panelHeading } from '../firstAccess';
import { expectImagesShown, expectLivePage } from '../livePage';
import { aheadKept, goOffline, serviceWorkerInCharge } from '../offlineHelpers';
import { latestCode, logInAt, otherCode } from '../mockServer';
import { cameraPhoto } from '../photoFixture';
import { ROUTES } from '../routeUrls';
import { DEMO_PASSWORD } from '../session';
import { expect, test, type Deployment } from './deployment';

const HOME_HEADING = 'CLIQUE E SAIBA MAIS SOBRE AS NOSSAS CAMPANHAS';

/** Collects what the page's policies refused, and the answers of the portal's origin over 399. */
function watch(page: Page, portal: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(portal) && response.status() >= 400) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

const logIn = (page: Page, deployment: Deployment, email = 'ana@jornada.demo') =>
  logInAt(page, deployment.api.url, email);

test.describe('journeys through nginx, the API on another origin', () => {
  test('login through the form: the code is asked of the API, /home opens', async ({
    page,
    deployment,
  }) => {
    const problems = watch(page, deployment.url);
    await page.goto(ROUTES.preLogin.path);
    await page.getByLabel('E-mail').fill('ana@jornada.demo');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    const code = await latestCode(page.request, 'ana@jornada.demo', 'login', deployment.api.url);

    // A refusal's own line reaches the page (the API's CORS headers are on its errors too).
    await page.getByLabel('Código').pressSequentially(otherCode(code));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('alert')).toContainText('Código de autenticação inválido.');
    await page.getByLabel('Código').fill('');
    await page.getByLabel('Código').pressSequentially(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(`${deployment.url}${ROUTES.home.path}`);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('Meu perfil shows the avatar and its options from the storage, through the portal', async ({
    page,
    deployment,
  }) => {
    const problems = watch(page, deployment.url);
    await logIn(page, deployment);
    await page.goto(ROUTES.meuPerfil.path);
    await expect(page.getByRole('img', { name: 'Opção 1 de avatar' })).toBeVisible();
    await expectImagesShown(page);
    const option = page.getByRole('img', { name: 'Opção 1 de avatar' });
    // The storage host is stripped: the portal's own origin, whose server fetches it.
    expect(await option.evaluate((img: HTMLImageElement) => img.src)).toMatch(
      new RegExp(`^${deployment.url}/avatars/[\\w-]+\\.svg$`),
    );
    expect(problems).toEqual([]);
  });

  test('Fale Conosco sends to the public API on the other origin', async ({ page, deployment }) => {
    const problems = watch(page, deployment.url);
    await page.goto(ROUTES.faleConosco.path);
    await page.getByLabel('Nome', { exact: true }).fill('Ana Paula Souza');
    await page.getByLabel('Email').fill('ana@jornada.demo');
    await page.getByLabel('Celular').pressSequentially('11987654321');
    await page.getByLabel('Mensagem').fill('Mensagem enviada pelo portal atrás do nginx.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(SUCCESS_TEXT.sendContact)).toBeVisible();
    expect(deployment.api.mock.store.contactMessages.at(-1)?.mensagem).toBe(
      'Mensagem enviada pelo portal atrás do nginx.',
    );
    expect(problems).toEqual([]);
  });

  test('a reload on each prerendered page brings it back live, nothing refused', async ({
    page,
    deployment,
  }) => {
    const problems = watch(page, deployment.url);
    for (const path of [ROUTES.landing.path, ROUTES.preLogin.path]) {
      await page.goto(path);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLivePage(page);
    }
    await logIn(page, deployment);
    await page.goto(ROUTES.home.path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expectLivePage(page);
    expect(problems).toEqual([]);
  });
});

test.describe('first access with a photo, through nginx (a deployment of its own)', () => {
  test('a 12 MP photo goes to the storage, and Meu perfil shows it from the portal', async ({
    page,
    freshDeployment,
  }) => {
    test.setTimeout(120_000);
    const { url, api } = freshDeployment;
    const problems = watch(page, url);
    await page.goto(`${url}/pre-login?painel=primeiro-acesso`);
    await page.getByLabel('E-mail').fill(NOVA);
    await page.getByLabel('Data de nascimento').pressSequentially('15031992');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(panelHeading(page, 'Código de verificação')).toBeVisible();
    await enterCode(page, await latestCode(page.request, NOVA, 'primeiro acesso', api.url));
    await expect(panelHeading(page, 'Cadastro')).toBeVisible();
    await page.getByLabel('Senha', { exact: true }).fill(NOVA_PASSWORD);
    await page.getByLabel('Confirmar senha').fill(NOVA_PASSWORD);
    await consentBox(page).check();
    await page.getByLabel('Selecionar foto').setInputFiles({
      name: 'IMG_20261127_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(),
    });
    await expect(page.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    const upload = page.waitForRequest((r) => r.method() === 'PUT' && r.url().startsWith(api.url));
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    expect(new URL((await upload).url()).pathname).toMatch(/^\/uploads\/\w+\.jpg$/);
    await expect(page.getByText(SUCCESS_TEXT.register)).toBeVisible({ timeout: 30_000 });

    await logInAt(page, api.url, NOVA, NOVA_PASSWORD);
    await page.goto(`${url}${ROUTES.meuPerfil.path}`);
    const photo = page.getByRole('main').getByRole('img', { name: 'Natália Oliveira Ramos' });
    await expect(photo).toBeVisible();
    const src = await photo.evaluate((img: HTMLImageElement) => img.src);
    expect(src).toMatch(new RegExp(`^${url}/uploads/\\w+\\.jpg$`));
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const served = await page.request.get(src);
    expect(served.headers()['content-security-policy']).toBe(STORAGE_POLICY);
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect((await sharp(await served.body()).metadata()).format).toBe('jpeg');
    expect(problems).toEqual([]);
  });
});

test.describe('offline after one visit through nginx', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a campaign page and /home open with no connection', async ({
    page,
    context,
    deployment,
  }) => {
    await logIn(page, deployment);
    await page.goto(ROUTES.home.path);
    await expectLivePage(page);
    await serviceWorkerInCharge(page);
    await aheadKept(page);

    await goOffline(context);
    await page.goto(campaignUrl('anual'));
    await expect(page.getByRole('heading', { level: 1, name: CAMPAIGN_NAMES.anual })).toBeVisible();
    await expectImagesShown(page);
    await page.goto(ROUTES.home.path);
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });
});
