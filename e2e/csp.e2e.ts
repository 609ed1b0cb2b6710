import { expect, test } from './mockServer';
import { expectLivePage } from './livePage';
import { ROUTE_URLS } from './routeUrls';
import { logIn } from './session';

// The service worker runs under the policy too.
test.use({ serviceWorkers: 'allow' });

// Every journey runs under the portal's two policies: the server's (`_headers`, the same for every
// build) and the one each page carries in a meta element, which allows the start-up script by its
// hash. Here: both are there, no route (each opened by a visitor its guard lets in) has anything
// refused, and a script the page did not ship is.
test.describe('Content-Security-Policy', () => {
  for (const { url, access } of ROUTE_URLS) {
    test(`${url} runs under the CSP without a violation`, async ({ page }) => {
      if (access === 'protected') await logIn(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text()))
          refused.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`);
        });
      });
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        /^script-src 'self' 'sha256-[\w+/=]+'$/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectLivePage(page);
      // The early-start script ran (its request was used by the app, which rendered).
      expect(
        await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length),
      ).toBeGreaterThan(0);
      expect(refused).toEqual([]);
    });
  }

  test('a script the page did not ship is refused: the meta policy narrows the server’s', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLivePage(page);
    const ran = await page.evaluate(async () => {
      const refused = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.effectiveDirective),
        ),
      );
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return { injected: 'injected' in window, refused: await refused };
    });
    expect(ran).toEqual({ injected: false, refused: 'script-src-elem' });
  });
});
