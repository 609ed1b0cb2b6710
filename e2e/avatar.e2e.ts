import { ROUTES } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expect, expect as freshExpect, logInAt, test, test as freshTest } from './mockServer';
import { logIn } from './session';
import { SUCCESS_TEXT } from '../packages/api/src/messages';
import { isCall } from './apiUrls';

const STATE_TEXT = {
  none: 'Seus avatares ainda não estão disponíveis. Assim que ficarem prontos, você poderá escolher o seu aqui.',
  pending: 'Seus avatares estão em aprovação. Em breve você poderá escolher o seu.',
  chosen: 'Você pode trocar o seu avatar a qualquer momento.',
};

test.describe('Meu perfil: the three avatar states', () => {
  test('no options yet (carla)', async ({ page }) => {
    await logIn(page, 'carla@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const section = page.getByRole('region', { name: 'Seu avatar' });
    await expect(section.getByRole('heading', { level: 2, name: 'Seu avatar' })).toBeVisible();
    await expect(section.getByText(STATE_TEXT.none)).toBeVisible();
    await expect(section.getByRole('img')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Selecionar' })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('options pending approval, none chosen (bruno)', async ({ page }) => {
    await logIn(page, 'bruno@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const section = page.getByRole('region', { name: 'Seu avatar' });
    await expect(section.getByText(STATE_TEXT.pending)).toBeVisible();
    for (const n of [1, 2, 3]) {
      await expect(section.getByRole('img', { name: `Opção ${n} de avatar` })).toBeVisible();
    }
    // Not approved yet: nothing to choose, so no Selecionar that would do nothing (#17).
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.getByRole('link', { name: 'Download' })).toHaveCount(3);
    await expect(section.getByText('Selecionado', { exact: true })).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a chosen avatar, marked Selecionado (ana)', async ({ page }) => {
    await logIn(page, 'ana@jornada.demo');
    await page.goto(ROUTES.meuPerfil.path);
    const section = page.getByRole('region', { name: 'Seu avatar' });
    await expect(section.getByText(STATE_TEXT.chosen)).toBeVisible();
    const options = section.getByRole('listitem');
    await expect(options).toHaveCount(3);
    // ana chose the second option (piloto-vega).
    const chosen = options.filter({ hasText: 'Selecionado' });
    await expect(chosen).toHaveCount(1);
    await expect(chosen.getByRole('img')).toHaveAttribute('src', /piloto-vega/);
    await expect(chosen.getByRole('button', { name: 'Selecionar' })).toBeDisabled();
    await expect(chosen.getByRole('button', { name: 'Selecionar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoA11yViolations(page);
  });
});

freshTest.describe('Meu perfil: choosing an avatar (fresh mock API)', () => {
  freshTest(
    'Selecionar saves at once and the reloaded profile shows it selected',
    async ({ page, freshServer }) => {
      const origin = freshServer.url;
      await logInAt(page, origin, 'ana@jornada.demo');
      await page.goto(`${origin}${ROUTES.meuPerfil.path}`);
      const section = page.getByRole('region', { name: 'Seu avatar' });
      const options = section.getByRole('listitem');
      await freshExpect(options).toHaveCount(3);
      const headerAvatar = page
        .getByRole('button', { name: 'Abrir menu do perfil' })
        .locator('img');
      await freshExpect(headerAvatar).toHaveAttribute('src', /piloto-vega/);

      const third = options.nth(2);
      // Shown from the portal's origin (storage host stripped), saved as the API gave it.
      const thirdSrc = await third.getByRole('img').getAttribute('src');
      freshExpect(thirdSrc).toBe('/avatars/engenheira-lyra.svg');
      await freshExpect
        .poll(() => third.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const put = page.waitForRequest(
        (r) => r.method() === 'PUT' && isCall(r.url(), 'participante'),
      );
      const reload = page.waitForResponse(
        (r) => r.request().method() === 'GET' && isCall(r.url(), 'participante') && r.ok(),
      );
      await third.getByRole('button', { name: 'Selecionar' }).click();
      freshExpect((await put).postDataJSON()).toEqual({
        nome: 'Ana Paula Souza',
        matricula: '100231',
        avatarUrl: `https://storage.jornada.example${thirdSrc}`,
      });
      await reload;
      await freshExpect(section.getByText(SUCCESS_TEXT.updateProfile)).toBeVisible();
      await freshExpect(third.getByText('Selecionado', { exact: true })).toBeVisible();
      await freshExpect(options.filter({ hasText: 'Selecionado' })).toHaveCount(1);
      await freshExpect(third.getByRole('button', { name: 'Selecionar' })).toBeDisabled();
      // The header follows the new avatar.
      await freshExpect(headerAvatar).toHaveAttribute('src', /engenheira-lyra/);
      await expectNoA11yViolations(page);

      // And it is what the API now holds.
      await page.reload();
      await freshExpect(options.nth(2).getByText('Selecionado', { exact: true })).toBeVisible();
      await freshExpect(headerAvatar).toHaveAttribute('src', /engenheira-lyra/);
    },
  );
});
