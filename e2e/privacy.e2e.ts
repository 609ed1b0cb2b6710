import { expect, test } from './mockServer';
import { ROUTES } from './routeUrls';
import { expectNoA11yViolations } from './axe';
import { expectLivePage } from './livePage';

test.describe('landing privacy popup (anonymous)', () => {
  test('opens the policy, Escape closes it and focus returns to the link', async ({ page }) => {
    await page.goto(ROUTES.landing.path);
    await expect(page).toHaveTitle('Boas-vindas · Jornada');
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu do perfil' })).toHaveCount(0);

    const opener = page.getByRole('button', { name: 'Política de Privacidade' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Política de Privacidade' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Quais dados coletamos')).toBeVisible();
    // Whatever the screen's height, the focus starts on Fechar, not on the scrolling text.
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await expectNoA11yViolations(page);

    // The modal <dialog> makes the page behind inert: Tab goes round the dialog and the browser's
    // own controls (the document body has the focus meanwhile), never to the page.
    const stops: (string | undefined)[] = [];
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      stops.push(
        await dialog.evaluate((node) =>
          node.contains(document.activeElement) ? 'dialog' : document.activeElement?.tagName,
        ),
      );
    }
    expect(stops).toContain('dialog');
    expect(stops.filter((stop) => stop !== 'dialog' && stop !== 'BODY')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the skip link leads to the main content', async ({ page }) => {
    await page.goto(ROUTES.landing.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The prerendered screen is inert: keyboard focus starts once the app has replaced it.
    await expectLivePage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
  });
});
