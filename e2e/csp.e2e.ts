import { expect, test } from './mockServer';
import { expectLivePage } from './livePage';
import { ROUTE_URLS } from './routeUrls';
import { logIn } from './session';

// The service worker runs under the policy too.
test.use({ serviceWorkers: 'allow' });

// The built portal ships `_headers` with its Content-Security-Policy; the server applies it, so
// every journey runs under it. Here: the policy is there and no route (each opened by a visitor
// its guard lets in) has anything refused.
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
      expect(response?.headers()['content-security-policy']).toContain(
        "script-src 'self' 'sha256-",
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
});
