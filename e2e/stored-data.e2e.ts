import type { Page } from '@playwright/test';
import { expect, test } from './mockServer';
import { GENERIC_ERROR } from '../packages/api/src/messages';
import { ERROR_STATE_MESSAGE } from '../packages/ui/src/copy';
import { logIn } from './session';
import { ROUTES } from './routeUrls';
import { isCall, routeOf } from './apiUrls';

/** Stores `raw` as `userData` before any script of the portal runs (once per tab). */
async function storeUserData(page: Page, raw: string): Promise<void> {
  await page.addInitScript((value: string) => {
    if (!window.sessionStorage.getItem('e2e-user-data-set')) {
      window.localStorage.setItem('userData', value);
      window.sessionStorage.setItem('e2e-user-data-set', '1');
    }
  }, raw);
}

const storedUserData = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as unknown);

test.describe('a malformed stored value is discarded and fetched again', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'ana@jornada.demo');
    await storeUserData(page, '{"avatarUrl": 5}');
  });

  test('userData {"avatarUrl": 5}: /home shows the participant, read again', async ({ page }) => {
    const profileRead = page.waitForResponse(
      (r) => r.request().method() === 'GET' && isCall(r.url(), 'participante'),
    );
    await page.goto(ROUTES.home.path);
    expect((await profileRead).ok()).toBe(true);
    const avatarButton = page.getByRole('button', { name: 'Abrir menu do perfil' });
    await expect(avatarButton.locator('img')).toHaveAttribute('src', '/avatars/piloto-vega.svg');
    await expect(page.getByText(ERROR_STATE_MESSAGE)).toHaveCount(0);
    await expect
      .poll(() => storedUserData(page))
      .toMatchObject({
        email: 'ana@jornada.demo',
        nome: 'Ana Paula Souza',
        avatarUrl: expect.stringContaining('piloto-vega') as unknown,
      });
  });

  test('userData {"avatarUrl": 5}: Meu perfil shows the participant’s data', async ({ page }) => {
    await page.goto(ROUTES.meuPerfil.path);
    await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@jornada.demo');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana Paula Souza');
    await expect(page.getByText(ERROR_STATE_MESSAGE)).toHaveCount(0);
    await expect.poll(() => storedUserData(page)).toMatchObject({ email: 'ana@jornada.demo' });
  });
});

/** Ana's real profile, read beforehand (fetched inside a route, it is disposed with the request). */
async function realProfile(page: Page, accessToken: string): Promise<Record<string, unknown>> {
  const answer = await page.request.get('/api/participante', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, unknown>;
}

/** GET /participante answers `body` from now on. */
const answerProfile = (page: Page, body: unknown) =>
  page.route(routeOf.participante, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: body }) : route.continue(),
  );

test('a profile answer with an unknown unit and a null matrícula shows the rest', async ({
  page,
}) => {
  const { accessToken } = await logIn(page, 'ana@jornada.demo');
  const profile = await realProfile(page, accessToken);
  await answerProfile(page, {
    ...profile,
    unidadeDeNegocio: 'UN MARTE',
    matricula: null,
    avatarUrl: 5,
  });
  await page.goto(ROUTES.meuPerfil.path);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana Paula Souza');
  await expect(page.getByLabel('Matrícula')).toHaveValue('');
  await expect(
    page.getByText('As imagens da sua unidade de negócio ainda não estão disponíveis.'),
  ).toBeVisible();
  await expect(page.getByText(GENERIC_ERROR)).toHaveCount(0);
});

test('a profile answer that is not a participant shows the generic message', async ({ page }) => {
  await logIn(page, 'ana@jornada.demo');
  await answerProfile(page, { message: 'Erro interno.' });
  await page.goto(ROUTES.meuPerfil.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByText(GENERIC_ERROR)).toBeVisible();
  // The broken answer is never stored (logIn stores only the tokens).
  expect(await storedUserData(page)).toBeNull();
});
