import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, signInThroughUi, switchLanguage } from './support/fixtures';

/** Every page of the foundation, as a signed-in admin, in both languages: each renders its title and logs no error. */
const PAGES: Array<[string, string]> = [
  ['/', 'home-title'],
  ['/account/settings', 'settings-title'],
  ['/account/password', 'password-title'],
  ['/register', 'register-title'],
  ['/account/register', 'register-title'],
  ['/account/reset/request', 'reset-request-title'],
  ['/account/reset/finish/some-key', 'reset-finish-title'],
  ['/account/activate', 'activate-title'],
  ['/privacy', 'privacy-title'],
  ['/terms-and-conditions', 'terms-title'],
  ['/accessibility', 'accessibility-title'],
  ['/not-a-page', 'not-found-title'],
];

describe('tour of every page as admin', () => {
  const env = useE2eEnvironment();

  it.each(['it', 'en'] as const)('renders every page in %s', async (language) => {
    const page = await env.browser.newPage();
    await signInThroughUi(page, env.server.baseUrl, 'admin', 'admin');
    await switchLanguage(page, language);
    const titles = new Set<string>();
    for (const [path, titleId] of PAGES) {
      await page.goto(`${env.server.baseUrl}${path}`);
      await page.waitForSelector(`[data-testid=${titleId}]`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      titles.add((await page.textContent(`[data-testid=${titleId}]`)) ?? '');
    }
    // No untranslated keys shown as titles.
    for (const title of titles) expect(title).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
    await page.goto(`${env.server.baseUrl}/logout`);
    await page.waitForSelector('[data-testid=home-title]');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});
