import { describe, expect, it } from 'vitest';
import { useE2eEnvironment } from './support/environment';
import { expectNoBrowserErrors, switchLanguage, text } from './support/fixtures';

describe('web shell', () => {
  const env = useE2eEnvironment();

  it('shows the home page in Italian by default with brand, version, ribbon and footer', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.server.baseUrl);
    await page.waitForSelector('[data-testid=home-title]');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    expect(await text(page, 'home-title')).toMatch(/Aria pura/i);
    expect(await text(page, 'app-version')).toContain('1.3.0');
    await page.waitForSelector('[data-testid=ribbon]');
    expect(await page.isVisible('[data-testid=footer-privacy]')).toBe(true);
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('switches to English, keeps the choice for the session, and back', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.server.baseUrl);
    await page.waitForSelector('[data-testid=home-title]');
    await switchLanguage(page, 'en');
    expect(await text(page, 'home-title')).toBe('Pure air, healthy life');
    expect(await page.evaluate(() => sessionStorage.getItem('locale'))).toBe('en');
    await page.reload();
    await page.waitForSelector('[data-testid=home-title]');
    expect(await text(page, 'home-title')).toBe('Pure air, healthy life');
    await switchLanguage(page, 'it');
    expect(await text(page, 'home-title')).not.toBe('Pure air, healthy life');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('opens the legal pages from the footer and shows the not-found page elsewhere', async () => {
    const page = await env.browser.newPage();
    await page.goto(env.server.baseUrl);
    await page.click('[data-testid=footer-privacy]');
    await page.waitForSelector('[data-testid=privacy-title]');
    expect(page.url()).toBe(`${env.server.baseUrl}/privacy`);
    await page.click('[data-testid=footer-terms]');
    await page.waitForSelector('[data-testid=terms-title]');
    await page.click('[data-testid=footer-accessibility]');
    await page.waitForSelector('[data-testid=accessibility-title]');
    // The statement names the standard, the checks, the known limits and how to report a barrier.
    for (const section of ['standard', 'checks', 'limits', 'feedback'])
      await page.waitForSelector(`[data-testid=accessibility-section-${section}]`);
    expect(await page.textContent('[data-testid=accessibility-section-standard]')).toContain('WCAG 2.1');
    await page.goto(`${env.server.baseUrl}/no/such/page`);
    await page.waitForSelector('[data-testid=not-found]');
    await switchLanguage(page, 'en');
    expect(await page.textContent('[data-testid=not-found]')).toContain('The page does not exist.');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });

  it('sends a visitor of a private page to sign-in', async () => {
    const page = await env.browser.newPage();
    await page.goto(`${env.server.baseUrl}/account/settings`);
    await page.waitForSelector('[data-testid=login-title]');
    expect(new URL(page.url()).pathname).toBe('/login');
    expectNoBrowserErrors(env.browser);
    await page.close();
  });
});
